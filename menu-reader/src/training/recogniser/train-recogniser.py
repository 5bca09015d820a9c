"""Trains the Latin recogniser's head: a small network over PP-OCRv4's recogniser features (extract-features.ts)
that reads the menus' alphabet (latin-alphabet.ts) instead of the Chinese model's 6,625 classes, with CTC.
Seeded and single-threaded: the same features give the same weights. Writes the head as ONNX (opset 9, as
the recogniser), joined to the recogniser cut before its old classifier, into one model file.

Needs Debian's python3-torch and python3-onnx; run by `npm run menu:train-recogniser`.

usage: python3 train-recogniser.py cut REC.onnx FEATURES.onnx
       python3 train-recogniser.py train TRAIN_DIR[,TRAIN_DIR…] HELD_OUT_DIR FEATURES.onnx ALPHABET.txt OUT.onnx
       --chinese-dictionary KEYS.txt --chinese-model REC.onnx [--seed N] [--epochs N] [--report REPORT.json]
"""

import argparse
import json
import os
import random
import sys
import tempfile
import unicodedata

import numpy as np
import onnx
import onnx.compose
import torch
from onnx import numpy_helper
from torch import nn

BACKBONE, NECK = 480, 120
WIDTH = BACKBONE + NECK
# PP-OCRv4's recogniser: the backbone's output pooled to one row (N × 480 × 1 × T), and the neck's output
# (N × T × 120) that its Chinese classifier reads.
BACKBONE_OUTPUT, NECK_OUTPUT = "p2o.AveragePool.1", "transpose_51.tmp_0"


def cut(recogniser_path, out_path):
    """The recogniser up to its neck, giving out the backbone's and the neck's features."""
    model = onnx.load(recogniser_path)
    graph = model.graph
    kept = []
    for node in graph.node:
        kept.append(node)
        if NECK_OUTPUT in node.output:
            break
    del graph.node[:]
    graph.node.extend(kept)
    del graph.output[:]
    graph.output.extend(
        [onnx.helper.make_tensor_value_info(name, onnx.TensorProto.FLOAT, None) for name in (BACKBONE_OUTPUT, NECK_OUTPUT)]
    )
    prune_unused(graph, {BACKBONE_OUTPUT, NECK_OUTPUT})
    onnx.save(model, out_path)


def read_set(directory, alphabet):
    lines = [json.loads(line) for line in open(f"{directory}/lines.jsonl", encoding="utf8") if line.strip()]
    halves = np.memmap(f"{directory}/features.bin", dtype=np.float16, mode="r")
    position = {character: index + 1 for index, character in enumerate(alphabet)}
    items = []
    for line in lines:
        features = np.asarray(halves[line["offset"] : line["offset"] + line["steps"] * WIDTH]).reshape(
            line["steps"], WIDTH
        )
        labels = [position[character] for character in line["text"] if character in position]
        items.append({"features": features, "labels": labels, "text": line["text"], "typeface": line["typeface"]})
    return items


def readable(item):
    """Whether CTC can align the line: a step per character, and a blank between each repeated pair. A crop
    of no text (empty text) is taught as all blanks; a line whose every character fell outside the alphabet
    is left out."""
    labels = item["labels"]
    repeats = sum(first == second for first, second in zip(labels, labels[1:]))
    return (0 < len(labels) or item["text"] == "") and len(labels) + repeats <= item["features"].shape[0]


class Head(nn.Module):
    """The alphabet's classes as PP-OCRv4's classifier scored them from the neck (`base`, started from its
    weights), corrected by two convolutions along the line over the backbone's and neck's features (started
    at zero): training begins where the Chinese classifier reads and learns the marks it lacks."""

    def __init__(self, base_weight, base_bias, mean, scale):
        super().__init__()
        classes = base_weight.shape[1]
        self.register_buffer("mean", torch.tensor(mean, dtype=torch.float32))
        self.register_buffer("scale", torch.tensor(scale, dtype=torch.float32))
        self.base = nn.Linear(NECK, classes)
        with torch.no_grad():
            self.base.weight.copy_(torch.tensor(base_weight.T, dtype=torch.float32))
            self.base.bias.copy_(torch.tensor(base_bias, dtype=torch.float32))
        self.first = nn.Conv1d(WIDTH, 256, kernel_size=3, padding=1)
        self.second = nn.Conv1d(256, 256, kernel_size=3, padding=1)
        self.drop = nn.Dropout(0.1)
        self.correct = nn.Linear(256, classes)
        nn.init.zeros_(self.correct.weight)
        nn.init.zeros_(self.correct.bias)
        self.act = nn.GELU()

    def forward(self, features):  # N × T × WIDTH → N × T × classes (scores before the softmax)
        x = ((features - self.mean) * self.scale).transpose(1, 2)
        x = self.drop(self.act(self.first(x)))
        x = self.drop(self.act(self.second(x)))
        return self.base(features[:, :, BACKBONE:]) + self.correct(x.transpose(1, 2))


# A character the Chinese dictionary lacks starts from the one it was read as (ñ from n, € from ∈), a little
# less likely.
def stand_in(character):
    special = {"€": "∈", "¿": "?", "¡": "!", "£": "L", "¢": "c", "₡": "C", "º": "o", "ª": "a", "«": "<", " ": " "}
    if character in special:
        return special[character]
    return unicodedata.normalize("NFD", character)[0]


def chinese_classifier(model_path):
    """PP-OCRv4's last layer: neck features (120) to its 6,625 classes (blank, dictionary, space)."""
    graph = onnx.load(model_path).graph
    weights = {}
    for node in graph.node:
        if node.op_type == "Constant" and node.output[0] in ("linear_85.w_0", "linear_85.b_0"):
            weights[node.output[0]] = numpy_helper.to_array(node.attribute[0].t)
    for initializer in graph.initializer:
        if initializer.name in ("linear_85.w_0", "linear_85.b_0"):
            weights[initializer.name] = numpy_helper.to_array(initializer)
    return weights["linear_85.w_0"], weights["linear_85.b_0"]


def chinese_classes(dictionary_path):
    keys = [line.rstrip("\n").rstrip("\r") for line in open(dictionary_path, encoding="utf8")]
    if keys and keys[-1] == "":
        keys.pop()
    return [""] + keys + [" "]


def base_from_chinese(alphabet, dictionary_path, model_path):
    """The Chinese classifier's columns for the blank and each character of the alphabet (or its stand-in)."""
    weight, bias = chinese_classifier(model_path)
    classes = chinese_classes(dictionary_path)
    where = {character: index for index, character in enumerate(classes) if index > 0}
    columns, offsets = [0], [0.0]
    for character in alphabet:
        if character in where:
            columns.append(where[character])
            offsets.append(0.0)
        else:
            columns.append(where.get(stand_in(character), where["?"]))
            offsets.append(-1.0)
    return weight[:, columns], bias[columns] + np.array(offsets, dtype=np.float32)


class Exported(nn.Module):
    """The head as the joined model runs it: the recogniser's two feature tensors in, probabilities out."""

    def __init__(self, head):
        super().__init__()
        self.head = head

    def forward(self, pool, neck):  # pool N × 480 × 1 × T, neck N × T × 120
        features = torch.cat([pool.squeeze(2).transpose(1, 2), neck], dim=2)
        return torch.softmax(self.head(features), dim=2)


def batches(items, size, shuffle, rng):
    order = sorted(range(len(items)), key=lambda index: items[index]["features"].shape[0])
    groups = [order[start : start + size] for start in range(0, len(order), size)]
    if shuffle:
        rng.shuffle(groups)
    for group in groups:
        longest = max(items[index]["features"].shape[0] for index in group)
        features = np.zeros((len(group), longest, WIDTH), dtype=np.float32)
        for slot, index in enumerate(group):
            steps = items[index]["features"].shape[0]
            features[slot, :steps] = items[index]["features"]
            features[slot, steps:] = items[index]["features"][-1]
        yield group, torch.from_numpy(features)


def greedy(probabilities, steps, alphabet):
    best = probabilities[:steps].argmax(axis=1)
    text, previous = [], 0
    for index in best:
        if index != previous and index != 0:
            text.append(alphabet[index - 1])
        previous = index
    return "".join(text)


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[len(b)]


MARKS = set("ñÑáéíóúÁÉÍÓÚüÜçÇãõàèâêô€¿¡ºª£")


def score(pairs):
    """Character accuracy (1 − edits / characters), word accuracy, and how often the marked characters read right."""
    characters = sum(len(truth) for truth, _ in pairs)
    edits = sum(edit_distance(truth, read) for truth, read in pairs)
    words_total = words_right = 0
    marked_total = marked_right = 0
    for truth, read in pairs:
        read_words = read.split()
        for word in truth.split():
            words_total += 1
            words_right += word in read_words
            if any(character in MARKS for character in word):
                marked_total += 1
                marked_right += word in read_words
    return {
        "characters": round(1 - edits / max(1, characters), 4),
        "words": round(words_right / max(1, words_total), 4),
        "markedWords": round(marked_right / max(1, marked_total), 4),
        "lines": len(pairs),
        "exactLines": round(sum(truth == read for truth, read in pairs) / max(1, len(pairs)), 4),
    }


def read_all(model, items, alphabet):
    model.eval()
    reads = [None] * len(items)
    with torch.no_grad():
        for group, features in batches(items, 64, False, None):
            probabilities = torch.softmax(model(features), dim=2).numpy()
            for slot, index in enumerate(group):
                reads[index] = greedy(probabilities[slot], items[index]["features"].shape[0], alphabet)
    return reads


def chinese_reads(items, dictionary_path, model_path, alphabet):
    """What PP-OCRv4's own classifier reads from the same neck features, decoded over Latin classes only."""
    weight, bias = chinese_classifier(model_path)
    classes = chinese_classes(dictionary_path)
    latin = set(alphabet)
    allowed = np.array([index == 0 or classes[index] in latin for index in range(len(classes))])
    reads = []
    for item in items:
        logits = item["features"][:, BACKBONE:].astype(np.float32) @ weight + bias
        logits[:, ~allowed] = -1e9
        text, previous = [], 0
        for index in logits.argmax(axis=1):
            if index != previous and index != 0:
                text.append(classes[index])
            previous = index
        reads.append("".join(text))
    return reads


def prune_unused(graph, outputs):
    """Drops the old classifier's weights and anything else neither a remaining node nor `outputs` reads."""
    while True:
        used = {name for node in graph.node for name in node.input} | outputs
        unused = [node for node in graph.node if not any(name in used for name in node.output)]
        if not unused:
            return
        for node in unused:
            graph.node.remove(node)


def export(model, features_path, out_path, classes):
    model.eval()
    exported = Exported(model)
    pool = torch.zeros(2, BACKBONE, 1, 40)
    neck = torch.zeros(2, 40, NECK)
    head_path = os.path.join(tempfile.mkdtemp(), "head.onnx")
    torch.onnx.export(
        exported,
        (pool, neck),
        head_path,
        input_names=["pool", "neck"],
        output_names=["probabilities"],
        dynamic_axes={"pool": {0: "lines", 3: "steps"}, "neck": {0: "lines", 1: "steps"}, "probabilities": {0: "lines", 1: "steps"}},
        opset_version=9,
    )
    features = onnx.load(features_path)
    head = onnx.load(head_path)
    head.ir_version = features.ir_version
    joined = onnx.compose.merge_models(
        features,
        head,
        io_map=[(BACKBONE_OUTPUT, "pool"), (NECK_OUTPUT, "neck")],
        prefix2="latin_",
    )
    prune_unused(joined.graph, {"latin_probabilities"})
    del joined.graph.output[:]
    joined.graph.output.extend([onnx.helper.make_tensor_value_info("latin_probabilities", onnx.TensorProto.FLOAT, None)])
    joined.doc_string = f"PP-OCRv4 recogniser with a Latin menu head of {classes} classes (blank first)"
    onnx.save(joined, out_path)


def main():
    if sys.argv[1:2] == ["cut"]:
        cut(sys.argv[2], sys.argv[3])
        return
    if sys.argv[1:2] == ["train"]:
        del sys.argv[1]
    parser = argparse.ArgumentParser()
    parser.add_argument("train")
    parser.add_argument("held_out")
    parser.add_argument("features_model")
    parser.add_argument("alphabet")
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--report")
    parser.add_argument("--chinese-dictionary", required=True)
    parser.add_argument("--chinese-model", required=True)
    options = parser.parse_args()

    torch.set_num_threads(1)
    # Debian's PyTorch 1.13 computes Conv1d's gradient through oneDNN with memory it never wrote: the same
    # first batch gave the convolutions gradient sums of 197 and 7,150,251 on two runs, where zero is right.
    # PyTorch's own kernels give the same, right gradient every time.
    torch.backends.mkldnn.enabled = False
    torch.manual_seed(options.seed)
    rng = random.Random(options.seed)
    np.random.seed(options.seed)
    torch.use_deterministic_algorithms(True)

    alphabet = [line.rstrip("\n") for line in open(options.alphabet, encoding="utf8")]
    alphabet = [character if character != "" else " " for character in alphabet]
    train = [item for directory in options.train.split(",") for item in read_set(directory, alphabet) if readable(item)]
    held_out = read_set(options.held_out, alphabet)
    print(f"{len(train)} training lines, {len(held_out)} held-out lines, {len(alphabet)} characters", file=sys.stderr)

    sample = np.concatenate([item["features"] for item in train[:3000]]).astype(np.float32)
    mean = sample.mean(axis=0)
    scale = 1 / (sample.std(axis=0) + 1e-3)
    base_weight, base_bias = base_from_chinese(alphabet, options.chinese_dictionary, options.chinese_model)
    model = Head(base_weight, base_bias, mean, scale)
    optimiser = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-4)
    total_steps = options.epochs * ((len(train) + 31) // 32)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, max_lr=1e-3, total_steps=total_steps, pct_start=0.1)
    # Per line, divided by its length (at least 1: a crop of no text has none), then averaged.
    ctc = nn.CTCLoss(blank=0, zero_infinity=True, reduction="none")

    skipped = 0
    for epoch in range(options.epochs):
        model.train()
        losses = []
        for group, features in batches(train, 32, True, rng):
            targets = [train[index]["labels"] for index in group]
            log_probs = torch.log_softmax(model(features), dim=2).transpose(0, 1)
            input_lengths = torch.tensor([train[index]["features"].shape[0] for index in group])
            target_lengths = torch.tensor([len(target) for target in targets])
            losses_per_line = ctc(
                log_probs, torch.tensor([label for target in targets for label in target], dtype=torch.long), input_lengths, target_lengths
            )
            loss = (losses_per_line / target_lengths.clamp(min=1)).mean()
            optimiser.zero_grad()
            loss.backward()
            # A batch whose loss or gradient is not finite (CTC's rare overflow) is skipped, not learnt:
            # one such step turns every weight into NaN.
            norm = nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            if torch.isfinite(loss) and torch.isfinite(norm):
                optimiser.step()
                losses.append(loss.item())
            else:
                skipped += 1
            schedule.step()
        reads = read_all(model, held_out[:500], alphabet)
        figures = score([(item["text"], read) for item, read in zip(held_out[:500], reads)])
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f}, {skipped} batches skipped, held-out {figures}", file=sys.stderr)

    report = {"latin": score([(item["text"], read) for item, read in zip(held_out, read_all(model, held_out, alphabet))])}
    old = chinese_reads(held_out, options.chinese_dictionary, options.chinese_model, alphabet)
    report["chinese"] = score([(item["text"], read) for item, read in zip(held_out, old)])
    print(json.dumps(report), file=sys.stderr)
    if options.report:
        json.dump(report, open(options.report, "w"), indent=2)
    export(model, options.features_model, options.out, len(alphabet) + 1)


if __name__ == "__main__":
    main()
