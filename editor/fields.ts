/** The editor's own fields, bundled for its page (editor/app.ts). */
import "./price-field.ts";
import "./id-field.ts";
