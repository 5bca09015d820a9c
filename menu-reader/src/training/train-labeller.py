"""Trains the line labeller: gradient-boosted trees over the features of each text line (line-features.ts)
collected from rendered menus (collect-lines.ts), written as JSON trees that menu-reader/src/layout/
line-labels/tree-model.ts evaluates. Seeded: the same lines give the same model.

Needs Debian's scikit-learn (apt-get install -y python3-sklearn); run by `npm run menu:train-labeller`.

usage: python3 train-labeller.py LINES.jsonl OUT.json --features NAMES.json [--leave-out FAMILY] [--seed N]
"""

import argparse
import json
import sys

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier

# The labels the model chooses among, in the order of line-label.ts's MODEL_LABELS.
LABELS = ["heading", "name", "continuation", "description", "noise"]


def read_lines(path, leave_out):
    features, labels, pages, families = [], [], [], []
    with open(path, encoding="utf8") as lines:
        for text in lines:
            row = json.loads(text)
            if row["label"] not in LABELS or row["family"] == leave_out:
                continue
            features.append(row["features"])
            labels.append(LABELS.index(row["label"]))
            # A page's crops (collect-lines.ts) count together, as half a page more.
            pages.append(f'{row["set"]}/{row["file"]}' + ("#crops" if row.get("crop", 0) else ""))
            families.append(row["family"])
    return np.array(features, dtype=np.float64), np.array(labels), pages, families


# A real page (the real corpus: family "real") weighs as much as this many rendered ones: its layouts are the
# ones the reader meets, and they are fewer than the generated pages.
REAL_PAGE_WEIGHT = 3.0


def page_weights(pages, families):
    """Each page weighs the same, however many lines it has (the evaluation averages pages); its crops, and
    a composed page (composed-menus.ts: words laid out, not rendered nor read), half as much; a real page
    REAL_PAGE_WEIGHT times as much."""
    counts = {}
    for page in pages:
        counts[page] = counts.get(page, 0) + 1

    def weight(page, family):
        base = 20.0 if page.endswith("#crops") else 40.0
        if page.startswith("composed/"):
            return base * 0.5
        return base * (REAL_PAGE_WEIGHT if family == "real" else 1.0)

    return np.array([weight(page, family) / counts[page] for page, family in zip(pages, families)])


def make_classifier(seed):
    return HistGradientBoostingClassifier(
        max_iter=120,
        learning_rate=0.1,
        max_leaf_nodes=12,
        min_samples_leaf=20,
        l2_regularization=1.0,
        early_stopping=False,
        random_state=seed,
    )


def cross_validate(x, y, pages, families, seed):
    """Each family's full pages labelled by a model trained without that family: line accuracy per family."""
    weights = page_weights(pages, families)
    is_full = np.array([not page.endswith("#crops") for page in pages])
    for family in sorted(set(families)):
        held = np.array([f == family for f in families])
        model = make_classifier(seed).fit(x[~held], y[~held], sample_weight=weights[~held])
        test = held & is_full
        predicted = model.predict(x[test])
        wrong = {}
        for truth, guess in zip(y[test], predicted):
            if truth != guess:
                key = f"{LABELS[truth]}>{LABELS[guess]}"
                wrong[key] = wrong.get(key, 0) + 1
        top = ", ".join(f"{k} {v}" for k, v in sorted(wrong.items(), key=lambda kv: -kv[1])[:4])
        print(f"{family:20s} {test.sum():5d} lines  accuracy {(predicted == y[test]).mean():.3f}  {top}")


def export_tree(predictor):
    """One tree as flat arrays: a split tests x[feature] <= threshold (left) or not (right); a leaf has feature -1."""
    nodes = predictor.nodes
    feature, threshold, left, right = [], [], [], []
    for node in nodes:
        if node["is_leaf"]:
            feature.append(-1)
            threshold.append(float(f'{node["value"]:.7g}'))
            left.append(0)
            right.append(0)
        else:
            feature.append(int(node["feature_idx"]))
            threshold.append(float(f'{node["num_threshold"]:.9g}'))
            left.append(int(node["left"]))
            right.append(int(node["right"]))
    return {"feature": feature, "threshold": threshold, "left": left, "right": right}


def predict_exported(model, x):
    """The exported trees' class probabilities for one line: what tree-model.ts computes, to check the export."""
    raw = np.array(model["baseline"], dtype=np.float64)
    for round_trees in model["trees"]:
        for label, tree in enumerate(round_trees):
            node = 0
            while tree["feature"][node] >= 0:
                go_left = x[tree["feature"][node]] <= tree["threshold"][node]
                node = tree["left"][node] if go_left else tree["right"][node]
            raw[label] += tree["threshold"][node]
    odds = np.exp(raw - raw.max())
    return odds / odds.sum()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lines")
    parser.add_argument("out")
    parser.add_argument("--leave-out", default=None)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--cross-validate", action="store_true", help="only print leave-one-family-out accuracies")
    parser.add_argument("--features", required=True, help="a JSON file: the feature names, in order")
    args = parser.parse_args()

    x, y, pages, families = read_lines(args.lines, args.leave_out)
    with open(args.features, encoding="utf8") as names_file:
        names = json.load(names_file)
    if x.shape[1] != len(names):
        sys.exit(f"{x.shape[1]} features in the lines, {len(names)} names")
    if args.cross_validate:
        cross_validate(x, y, pages, families, args.seed)
        return
    classifier = make_classifier(args.seed)
    classifier.fit(x, y, sample_weight=page_weights(pages, families))
    model = {
        "labels": LABELS,
        "features": names,
        "leftOut": args.leave_out,
        "baseline": [float(value) for value in classifier._baseline_prediction.ravel()],
        "trees": [[export_tree(tree) for tree in round_trees] for round_trees in classifier._predictors],
    }
    # The export must predict as the classifier does (thresholds rounded to 9 digits, leaves to 7).
    sample = x[:: max(1, len(x) // 300)]
    exported = np.array([predict_exported(model, row) for row in sample])
    agreement = (exported.argmax(1) == classifier.predict_proba(sample).argmax(1)).mean()
    if agreement < 0.995:
        sys.exit(f"the exported trees agree with the classifier on {agreement:.3f} of lines only")
    with open(args.out, "w", encoding="utf8") as out:
        json.dump(model, out, separators=(",", ":"))
        out.write("\n")
    accuracy = (classifier.predict(x) == y).mean()
    print(f"{len(x)} lines, {len(set(pages))} pages and crops, training accuracy {accuracy:.3f}; wrote {args.out}")


if __name__ == "__main__":
    main()
