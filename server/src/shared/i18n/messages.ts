import type { Language } from './language.ts'

// Messages the API sends to people, in both languages. Keys are the error codes of `AppError`.
const messages = {
  not_found: { es: 'No encontramos lo que buscas.', en: 'We could not find what you are looking for.' },
  route_not_found: { es: 'Esta dirección de la API no existe.', en: 'This API address does not exist.' },
  validation_failed: {
    es: 'Revisa los datos enviados: hay campos no válidos.',
    en: 'Please check the data you sent: some fields are not valid.',
  },
  payload_too_large: {
    es: 'El archivo o los datos son demasiado grandes.',
    en: 'The file or data is too large.',
  },
  // Input no field can hold (server/src/shared/input-scan.ts): refused before any route reads it.
  input_has_nul: {
    es: 'Los datos enviados contienen un carácter no permitido (NUL). Quítalo e inténtalo de nuevo.',
    en: 'The data you sent contains a character that is not allowed (NUL). Remove it and try again.',
  },
  input_too_deep: {
    es: 'Los datos enviados tienen demasiados niveles anidados.',
    en: 'The data you sent is nested too deeply.',
  },
  rate_limited: {
    es: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  database_unavailable: {
    es: 'La base de datos no responde en este momento.',
    en: 'The database is not answering right now.',
  },
  // The readiness probe (GET /api/ready) while the database lags the code or the server is stopping.
  migrations_pending: {
    es: 'La base de datos aún no está actualizada a esta versión del servidor.',
    en: 'The database is not yet up to date with this version of the server.',
  },
  // GET /metrics (decision 050): Prometheus scrapes it with the METRICS_TOKEN.
  metrics_token_invalid: {
    es: 'Falta el token de las métricas o no es correcto.',
    en: 'The metrics token is missing or wrong.',
  },
  // The WhatsApp Cloud API's webhook (decision 072): Meta signs each delivery and checks the address once.
  whatsapp_signature_invalid: {
    es: 'Falta la firma de WhatsApp o no es correcta.',
    en: 'The WhatsApp signature is missing or wrong.',
  },
  whatsapp_verify_refused: {
    es: 'El token de verificación de WhatsApp no es correcto.',
    en: 'The WhatsApp verify token is wrong.',
  },
  server_shutting_down: {
    es: 'El servidor se está deteniendo. Inténtalo de nuevo en un momento.',
    en: 'The server is shutting down. Please try again in a moment.',
  },
  // docs/product-spec.md §8, the error catalogue: the account messages word for word.
  invalid_credentials: {
    es: 'Credenciales incorrectas. Inténtalo de nuevo.',
    en: 'Incorrect credentials. Please try again.',
  },
  email_in_use: {
    es: 'Este email ya está en uso. Por favor utiliza otro o inicia sesión.',
    en: 'This email is already in use. Please use another one or sign in.',
  },
  register_failed: {
    es: 'Error al crear la cuenta. Por favor, intenta de nuevo.',
    en: 'The account could not be created. Please try again.',
  },
  code_invalid: {
    es: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
    en: 'The code is not right. Check it and try again.',
  },
  code_expired: {
    es: 'El código ha caducado. Pide uno nuevo.',
    en: 'The code has expired. Ask for a new one.',
  },
  code_locked: {
    es: 'Demasiados intentos con este código. Pide uno nuevo.',
    en: 'Too many tries with this code. Ask for a new one.',
  },
  // Wrong code tries per address and hour (accounts' code-guard.ts): past them no code is sent or accepted.
  code_tries_exhausted: {
    es: 'Demasiados códigos equivocados para este correo. Por seguridad no enviaremos ni aceptaremos códigos hasta dentro de una hora.',
    en: 'Too many wrong codes for this email. For safety we will neither send nor accept codes for an hour.',
  },
  // Wrong passwords per account and hour (accounts' password-guard.ts), from any address: the password
  // waits an hour, e-mailed codes and recovery still work.
  password_tries_exhausted: {
    es: 'Demasiadas contraseñas equivocadas para esta cuenta. Por seguridad no aceptaremos la contraseña durante una hora: entra con un código por email o recupera tu contraseña.',
    en: 'Too many wrong passwords for this account. For safety we will not accept the password for an hour: sign in with an emailed code or reset your password.',
  },
  unauthenticated: {
    es: 'Inicia sesión para continuar.',
    en: 'Please sign in to continue.',
  },
  // The team (decision 073): a role without the route's permission, and a session whose business let the
  // member go (the next request works in their own business).
  membership_ended: {
    es: 'Ya no formas parte de ese negocio. Vuelves a trabajar en el tuyo.',
    en: 'You are no longer a member of that business. You are back in your own.',
  },
  forbidden: {
    es: 'Tu rol en este negocio no permite hacer esto.',
    en: 'Your role in this business does not allow this.',
  },
  forbidden_origin: {
    es: 'Esta solicitud no viene de Vitrina y fue rechazada.',
    en: 'This request does not come from Vitrina and was refused.',
  },
  internal: {
    es: 'Algo salió mal en el servidor. Inténtalo de nuevo.',
    en: 'Something went wrong on the server. Please try again.',
  },
  // Image uploads (decision 012); the limits are those of domain/src/catalogues/image.ts.
  image_missing: {
    es: 'Elige una imagen para subir.',
    en: 'Choose an image to upload.',
  },
  unsupported_brand_image: {
    es: 'Este archivo no es una imagen JPG, PNG o SVG. Elige otra.',
    en: 'This file is not a JPG, PNG or SVG image. Choose another one.',
  },
  unsupported_product_image: {
    es: 'Este archivo no es una imagen JPG, PNG o WebP. Elige otra.',
    en: 'This file is not a JPG, PNG or WebP image. Choose another one.',
  },
  image_too_large: {
    es: 'La imagen pesa demasiado: hasta 8 MB, o 1 MB si es SVG.',
    en: 'The image is too large: up to 8 MB, or 1 MB for an SVG.',
  },
  image_too_many_pixels: {
    es: 'La imagen es demasiado grande: hasta 40 megapíxeles.',
    en: 'The image has too many pixels: up to 40 megapixels.',
  },
  image_unreadable: {
    es: 'No pudimos leer esta imagen. Prueba con otro archivo.',
    en: 'We could not read this image. Try another file.',
  },
  // Menu analyses (decision 014): the reader's refusals and the job's failures, by the codes of
  // server/src/modules/menu-analyses/failure-codes.ts; docs/product-spec.md §5 and §8 wording where the spec
  // gives one.
  menu_file_missing: {
    es: 'Elige un archivo PDF, JPG o PNG para subir.',
    en: 'Choose a PDF, JPG or PNG file to upload.',
  },
  unsupported_type: {
    es: 'Por favor sube un archivo PDF, JPG o PNG.',
    en: 'Please upload a PDF, JPG or PNG file.',
  },
  empty_file: {
    es: 'El archivo está vacío. Elige otro.',
    en: 'The file is empty. Choose another one.',
  },
  file_too_large: {
    es: 'El archivo pesa más de 15 MB. Elige uno más pequeño.',
    en: 'The file is larger than 15 MB. Choose a smaller one.',
  },
  too_many_pixels: {
    es: 'La imagen es demasiado grande: hasta 40 megapíxeles.',
    en: 'The image has too many pixels: up to 40 megapixels.',
  },
  too_many_pages: {
    es: 'El PDF tiene demasiadas páginas: hasta 20.',
    en: 'The PDF has too many pages: up to 20.',
  },
  encrypted_pdf: {
    es: 'El PDF está protegido con contraseña. Súbelo sin protección.',
    en: 'The PDF is protected by a password. Upload it without protection.',
  },
  damaged_file: {
    es: 'Error al procesar el menú. Por favor, intenta de nuevo.',
    en: 'Error processing menu. Please try again.',
  },
  analysis_failed: {
    es: 'Error al procesar el menú. Por favor, intenta de nuevo.',
    en: 'Error processing menu. Please try again.',
  },
  timed_out: {
    es: 'El análisis tardó más de 60 segundos. Prueba con una foto más nítida o un archivo más pequeño.',
    en: 'The analysis took longer than 60 seconds. Try a sharper photo or a smaller file.',
  },
  too_complex: {
    es: 'Este archivo es demasiado complejo para analizarlo. Prueba con una foto o un PDF más sencillo.',
    en: 'This file is too complex to analyse. Try a photo or a simpler PDF.',
  },
  interrupted: {
    es: 'El análisis se interrumpió porque el servidor se reinició. Inténtalo de nuevo.',
    en: 'The analysis was interrupted by a server restart. Please try again.',
  },
  queue_full: {
    es: 'Estamos analizando muchos menús en este momento. Inténtalo de nuevo en unos segundos.',
    en: 'We are analysing many menus right now. Please try again in a few seconds.',
  },
  menu_rate_limited: {
    es: 'Has analizado muchos menús en la última hora. Inténtalo más tarde o inicia sesión.',
    en: 'You have analysed many menus in the last hour. Try again later or sign in.',
  },
  // A visitor (no account) reads one menu at a time.
  menu_visitor_busy: {
    es: 'Ya tienes un menú analizándose. Espera a que termine (suele tardar menos de un minuto) y sube este después.',
    en: 'You already have a menu being analysed. Wait for it to finish (usually under a minute), then upload this one.',
  },
  // A business's caps on menu analyses (MENU_BUSINESS_ACTIVE_LIMIT, MENU_BUSINESS_DAILY_LIMIT): what to do, and when.
  menu_business_busy: {
    es: 'Tu negocio ya tiene menús analizándose. Espera a que terminen (suele tardar menos de un minuto) y sube este después.',
    en: 'Your business already has menus being analysed. Wait for them to finish (usually under a minute), then upload this one.',
  },
  menu_business_daily_limit: {
    es: 'Tu negocio llegó al máximo de menús analizados en 24 horas. Podrás subir otro mañana; mientras tanto, puedes crear tu menú a mano.',
    en: 'Your business has reached the most menus it can analyse in 24 hours. You can upload another tomorrow; meanwhile, you can build your menu by hand.',
  },
  // The landing's contact form: a handful of messages an hour per address.
  lead_rate_limited: {
    es: 'Has enviado varios mensajes en la última hora. Inténtalo de nuevo más tarde.',
    en: 'You have sent several messages in the last hour. Please try again later.',
  },
  // The dashboard's support form (decision 019): per account.
  support_rate_limited: {
    es: 'Has enviado varios mensajes en la última hora. Inténtalo de nuevo más tarde.',
    en: 'You have sent several messages in the last hour. Please try again later.',
  },
  // The landing's chat bubble (decision 019): messages and emails per address.
  chat_rate_limited: {
    es: 'Has escrito muchos mensajes en la última hora. Inténtalo de nuevo más tarde.',
    en: 'You have written many messages in the last hour. Please try again later.',
  },
  // The public booking page (/m/:slug/reservar): booking requests per address an hour (BOOKING_RATE_LIMIT).
  booking_rate_limited: {
    es: 'Has enviado muchas reservas en la última hora. Inténtalo de nuevo más tarde.',
    en: 'You have sent many bookings in the last hour. Please try again later.',
  },
  // Promotions one catalogue may hold (MAX_PROMOTIONS_PER_CATALOGUE in the promotions module).
  promotion_limit_reached: {
    es: 'Este catálogo ya tiene 200 promociones, el máximo. Elimina las que ya no uses para crear otra.',
    en: 'This catalogue already has 200 promotions, the most it can hold. Delete the ones you no longer use to create another.',
  },
  // Reservations (docs/decisions/036-reservations-capacity.md): why a booking is refused, in the words a
  // diner or an owner acts on; the field each one marks is in the reservations module.
  reservation_no_such_date: {
    es: 'Esa fecha no existe. Elige otra.',
    en: 'That date does not exist. Choose another.',
  },
  reservation_skipped_time: {
    es: 'Esa hora no existe ese día por el cambio de hora. Elige otra.',
    en: 'That time does not exist on that day because of the clock change. Choose another.',
  },
  reservation_in_past: {
    es: 'Esa hora ya pasó. Elige una hora futura.',
    en: 'That time has already passed. Choose a later time.',
  },
  reservation_too_soon: {
    es: 'Es demasiado pronto para reservar a esa hora. Elige una hora más tarde.',
    en: 'It is too soon to book that time. Choose a later time.',
  },
  reservation_beyond_horizon: {
    es: 'Todavía no se puede reservar para esa fecha. Elige una fecha más cercana.',
    en: 'Bookings for that date are not open yet. Choose an earlier date.',
  },
  reservation_closed_date: {
    es: 'Ese día el negocio está cerrado. Elige otra fecha.',
    en: 'The business is closed on that day. Choose another date.',
  },
  reservation_outside_hours: {
    es: 'Esa hora está fuera del horario de reservas. Elige una de las horas disponibles.',
    en: 'That time is outside the booking hours. Choose one of the available times.',
  },
  reservation_party_too_large: {
    es: 'El grupo es más grande de lo que se puede reservar. Llama al negocio para grupos grandes.',
    en: 'The party is larger than can be booked. Call the business for large groups.',
  },
  reservation_service_required: {
    es: 'Elige el servicio que quieres reservar.',
    en: 'Choose the service you want to book.',
  },
  reservation_unknown_service: {
    es: 'Ese servicio no existe. Elige uno de la lista.',
    en: 'That service does not exist. Choose one from the list.',
  },
  reservation_range_invalid: {
    es: 'Elige un periodo de hasta 62 días, con el inicio antes del final.',
    en: 'Choose a period of up to 62 days, starting before it ends.',
  },
  slot_full: {
    es: 'No queda sitio a esa hora. Elige una de las horas libres más cercanas.',
    en: 'There is no room left at that time. Choose one of the nearest free times.',
  },
  appointment_wrong_status: {
    es: 'La cita ya no está en un estado que permita este cambio.',
    en: 'The appointment is no longer in a status that allows this change.',
  },
  appointment_not_started: {
    es: 'Solo puedes marcar la cita como completada o no presentada cuando ya haya empezado.',
    en: 'You can only mark the appointment as completed or no-show once it has started.',
  },
  // Clients
  client_email_taken: {
    es: 'Ya tienes un cliente con ese correo electrónico.',
    en: 'You already have a client with that email address.',
  },
  // Clients' CSV files (docs/decisions/039-clients-csv-import-and-export.md): why a file is refused as a whole.
  csv_file_missing: {
    es: 'Elige un archivo CSV con tus clientes.',
    en: 'Choose a CSV file with your clients.',
  },
  csv_too_large: {
    es: 'El archivo pesa más de 5 MB. Divídelo en varios archivos e impórtalos uno a uno.',
    en: 'The file is larger than 5 MB. Split it into several files and import them one by one.',
  },
  csv_not_text: {
    es: 'El archivo no es un CSV: no contiene texto. Desde tu hoja de cálculo, guárdalo como «CSV UTF-8».',
    en: 'The file is not a CSV: it does not hold text. Save it from your spreadsheet as "CSV UTF-8".',
  },
  csv_spreadsheet: {
    es: 'Es un libro de Excel o LibreOffice, no un CSV. Ábrelo y guárdalo como «CSV UTF-8» antes de importarlo.',
    en: 'This is an Excel or LibreOffice workbook, not a CSV. Open it and save it as "CSV UTF-8" before importing it.',
  },
  csv_no_header: {
    es: 'La primera línea del archivo debe nombrar las columnas (por ejemplo: Nombre, Teléfono, Correo).',
    en: 'The first line of the file must name the columns (for example: Name, Phone, Email).',
  },
  csv_no_rows: {
    es: 'El archivo solo tiene la fila de títulos: no hay clientes que importar.',
    en: 'The file only has the header row: there are no clients to import.',
  },
  csv_too_many_rows: {
    es: 'El archivo tiene más de 10.000 clientes. Divídelo en varios archivos e impórtalos uno a uno.',
    en: 'The file has more than 10,000 clients. Split it into several files and import them one by one.',
  },
  csv_too_many_columns: {
    es: 'El archivo tiene más de 100 columnas. Deja solo las de tus clientes (nombre, teléfono, correo…) y vuelve a intentarlo.',
    en: 'The file has more than 100 columns. Keep only your clients’ ones (name, phone, email…) and try again.',
  },
  csv_unclosed_quote: {
    es: 'Unas comillas del archivo se abren y nunca se cierran. Revisa la línea indicada y vuelve a intentarlo.',
    en: 'A quote in the file is opened and never closed. Check the line shown and try again.',
  },
  csv_mapping_invalid: {
    es: 'La asignación de columnas no corresponde al archivo: cada columna puede llenar un campo, y cada campo solo una vez.',
    en: 'The column mapping does not fit the file: each column may fill one field, and each field only once.',
  },
  csv_no_name_column: {
    es: 'Indica qué columna tiene el nombre completo de tus clientes.',
    en: "Choose which column holds your clients' full names.",
  },
  csv_import_conflict: {
    es: 'Tus clientes cambiaron mientras se importaba el archivo. No se importó nada; vuelve a intentarlo.',
    en: 'Your clients changed while the file was being imported. Nothing was imported; please try again.',
  },
  // Profile and settings (decision 041): the photo's own limits (domain/src/profile/profile.schema.ts), the
  // address a business's public menu is at, and the unsubscribe links of non-essential e-mail.
  profile_photo_unsupported: {
    es: 'Este archivo no es una foto JPG, PNG o WebP. Elige otra.',
    en: 'This file is not a JPG, PNG or WebP photo. Choose another one.',
  },
  profile_photo_too_large: {
    es: 'La foto pesa demasiado: hasta 10 MB.',
    en: 'The photo is too large: up to 10 MB.',
  },
  email_unchanged: {
    es: 'Ese ya es tu correo.',
    en: 'That is already your email.',
  },
  email_change_not_requested: {
    es: 'Primero pide el código para tu nuevo correo.',
    en: 'First ask for the code for your new email.',
  },
  slug_taken: {
    es: 'Esa dirección ya la usa otro negocio. Elige otra.',
    en: 'Another business uses that address. Choose another one.',
  },
  unsubscribe_invalid: {
    es: 'Este enlace para darte de baja no es válido. Cambia tus avisos desde Configuración.',
    en: 'This unsubscribe link is not valid. Change your notifications in Settings.',
  },
  // Security and privacy (decision 042): password, two-factor, sessions, the account's deletion.
  wrong_password: {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not right.',
  },
  no_password: {
    es: 'Tu cuenta no tiene contraseña: entras con Google, tu empresa o un código por correo. Crea una desde «¿Olvidaste tu contraseña?».',
    en: 'Your account has no password: you sign in with Google, your company or an emailed code. Create one from "Forgot your password?".',
  },
  two_factor_code_invalid: {
    es: 'El código no es correcto. Escribe el código de 6 dígitos que muestra tu aplicación ahora.',
    en: 'The code is not right. Type the 6-digit code your app shows now.',
  },
  backup_code_invalid: {
    es: 'Ese código de respaldo no es válido o ya se usó.',
    en: 'That backup code is not valid or was already used.',
  },
  two_factor_already_on: {
    es: 'La verificación en dos pasos ya está activada.',
    en: 'Two-step verification is already on.',
  },
  two_factor_not_started: {
    es: 'Empieza de nuevo la activación de la verificación en dos pasos.',
    en: 'Start turning on two-step verification again.',
  },
  two_factor_expired: {
    es: 'El inicio de sesión caducó o tuvo demasiados intentos. Vuelve a iniciar sesión.',
    en: 'The sign-in expired or had too many tries. Please sign in again.',
  },
  deletion_needs_password: {
    es: 'Tu cuenta tiene contraseña: escríbela para confirmar que quieres eliminarla.',
    en: 'Your account has a password: type it to confirm that you want to delete it.',
  },
  export_rate_limited: {
    es: 'Ya descargaste tus datos varias veces en la última hora. Vuelve a intentarlo más tarde.',
    en: 'You have downloaded your data several times in the last hour. Please try again later.',
  },
  two_factor_locked: {
    es: 'Demasiados códigos equivocados. Por seguridad, espera 15 minutos antes de intentarlo de nuevo.',
    en: 'Too many wrong codes. For safety, wait 15 minutes before trying again.',
  },
  // Ordering (decision 074): the business's tables.
  table_name_taken: {
    es: 'Ya hay una mesa con ese nombre.',
    en: 'There is already a table with that name.',
  },
  ordering_closed: {
    es: 'Este negocio no está recibiendo pedidos de este tipo ahora mismo. Pide ayuda al personal.',
    en: 'This business is not taking this kind of order right now. Please ask the staff.',
  },
  ordering_outside_hours: {
    es: 'Ahora mismo estamos cerrados: recibimos pedidos en nuestro horario.',
    en: 'We are closed right now: we take orders during our opening hours.',
  },
  order_table_unknown: {
    es: 'No reconocemos esta mesa: escanea de nuevo el código QR de tu mesa o pide ayuda al personal.',
    en: 'We do not recognise this table: scan your table’s QR code again or ask the staff.',
  },
  order_lines_unavailable: {
    es: 'Algunos platos de tu pedido ya no se pueden pedir ahora. Revísalos y vuelve a enviarlo.',
    en: 'Some dishes in your order cannot be ordered right now. Check them and send it again.',
  },
  order_pickup_time: {
    es: 'Esa hora de recogida ya pasó. Elige una hora de hoy que esté por llegar.',
    en: 'That pickup time has passed. Choose a time later today.',
  },
  order_rate_limited: {
    es: 'Se han enviado muchos pedidos desde aquí en la última hora. Pide ayuda al personal.',
    en: 'Many orders have been sent from here in the last hour. Please ask the staff.',
  },
  order_status_changed: {
    es: 'Este pedido ya cambió de estado: alguien más lo movió. Mira cómo está ahora.',
    en: 'This order has already changed status: someone else moved it. See where it stands now.',
  },
  tables_limit: {
    es: 'Tu negocio ya tiene el máximo de mesas. Borra las que no uses para añadir otras.',
    en: 'Your business already has the most tables it may have. Delete those you do not use to add others.',
  },
  // The team (decision 073): invitations and members of the session's business.
  team_already_member: {
    es: 'Esta persona ya forma parte del equipo.',
    en: 'This person is already on the team.',
  },
  team_already_invited: {
    es: 'Ya hay una invitación pendiente para este correo: reenvíala en lugar de crear otra.',
    en: 'There is already a pending invitation for this address: resend it instead of making another.',
  },
  team_last_owner: {
    es: 'El negocio necesita al menos un propietario: nombra a otro antes de cambiar o quitar a este.',
    en: 'The business needs at least one owner: make someone else an owner before changing or removing this one.',
  },
  team_account_holder: {
    es: 'Quien creó el negocio sigue siendo su propietario: no se le puede cambiar el rol ni quitar del equipo.',
    en: 'Whoever created the business stays its owner: their role cannot be changed and they cannot be removed.',
  },
  team_invitation_other_address: {
    es: 'Esta invitación es para otro correo. Inicia sesión con la cuenta del correo invitado (ya confirmado) para aceptarla.',
    en: 'This invitation is for another address. Sign in with the account of the invited address (already confirmed) to accept it.',
  },
  team_invitation_expired: {
    es: 'Esta invitación caducó. Pide a quien te invitó que te la reenvíe.',
    en: 'This invitation has expired. Ask whoever invited you to resend it.',
  },
  team_invitation_used: {
    es: 'Esta invitación ya se usó o fue anulada.',
    en: 'This invitation has already been used or was withdrawn.',
  },
  team_invitation_rate_limited: {
    es: 'Enviaste muchas invitaciones en la última hora. Inténtalo de nuevo más tarde.',
    en: 'You have sent many invitations in the last hour. Please try again later.',
  },
} satisfies Record<string, Record<Language, string>>

export type MessageCode = keyof typeof messages

/** The human message for an error code in the given language. */
export function translate(code: MessageCode, language: Language): string {
  return messages[code][language]
}
