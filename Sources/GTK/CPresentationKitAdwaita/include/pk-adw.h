/* What PresentationKitAdwaita does in C (CPresentationKitAdwaita): libadwaita's alert dialog of the version the
 * package is built against, its toasts and its style manager. Declarations only; the
 * code is in CPresentationKitAdwaita's .c files, built with warnings as errors. Only GTK
 * types cross this line, so the Swift side reads the same on every libadwaita version.
 * Swift sees this header as CGtk's explicit submodule CGtk.Adwaita (CGtk's
 * module.modulemap says why); importing it links no libadwaita. */
#ifndef PK_ADW_H
#define PK_ADW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- The alert dialog (alert-dialog.c) -------------------------------------------------
 * AdwMessageDialog (a GtkWindow) when built against libadwaita 1.2–1.4, AdwAlertDialog
 * (an AdwDialog: a widget, floating in its own window unless the parent is an AdwWindow
 * or AdwApplicationWindow) from 1.5. Chosen at build time from ADW_MINOR_VERSION. */

/* How a response looks: AdwResponseAppearance's values. */
typedef enum {
  PK_ADW_APPEARANCE_DEFAULT = 0,
  PK_ADW_APPEARANCE_SUGGESTED = 1,
  PK_ADW_APPEARANCE_DESTRUCTIVE = 2,
} PkAdwAppearance;

/* Called with the response id: the chosen button's, or the close response (Escape). */
typedef void (*PkAdwResponseFunc) (const char *response, gpointer data);

/* A new alert dialog showing `heading` and `body` (NULL: none) as plain text, not shown yet. */
GtkWidget *pk_adw_alert_new (const char *heading, const char *body);
/* Replace both texts, plain text; NULL body removes it. */
void pk_adw_alert_set_texts (GtkWidget *dialog, const char *heading, const char *body);
/* Add a response, the next button from left to right. */
void pk_adw_alert_add_response (GtkWidget *dialog, const char *id, const char *label, PkAdwAppearance appearance);
/* The response Return activates. */
void pk_adw_alert_set_default_response (GtkWidget *dialog, const char *id);
/* The response Escape (and the window's close) gives. */
void pk_adw_alert_set_close_response (GtkWidget *dialog, const char *id);
/* Call `func` with each response; `destroy` frees `data` when the dialog goes. */
void pk_adw_alert_connect_response (GtkWidget *dialog, PkAdwResponseFunc func, gpointer data, GDestroyNotify destroy);
/* Ellipsize each button's label after `max_chars` characters, the whole label its tooltip,
 * as the GTK style's buttons (pk_button_limit_label_width): a long label made the dialog
 * wider than the screen. */
void pk_adw_alert_limit_button_labels (GtkWidget *dialog, int max_chars);
/* Present the dialog, modal on `parent` (NULL: a window of its own). */
void pk_adw_alert_present (GtkWidget *dialog, GtkWindow *parent);
/* Leave no button focused (libadwaita focuses the first on map), so Return is inert. */
void pk_adw_alert_clear_focus (GtkWidget *dialog);
/* Close the dialog without a response; its "destroy" follows. */
void pk_adw_alert_close (GtkWidget *dialog);
/* The window the dialog shows in (itself for an AdwMessageDialog), or NULL. */
GtkWindow *pk_adw_alert_get_window (GtkWidget *dialog);
/* The GType name of the dialog built ("AdwMessageDialog" or "AdwAlertDialog"). */
const char *pk_adw_alert_type_name (void);
/* Give a screen reader the dialog as the GTK style reads: named by the heading label,
 * described by the body label, each button named once by its label. */
void pk_adw_alert_update_accessibility (GtkWidget *dialog, const char *heading, const char *body);
/* Name the dialog for a screen reader by its window's `title` and describe it by `text`, as
 * GTK's style reads zenity's dialogs; kept when the dialog is named again. */
void pk_adw_alert_name_by_title (GtkWidget *dialog, const char *title, const char *text);
/* Object data keys (strings) naming and describing the dialog in place of its heading and
 * body, kept through pk_adw_alert_update_accessibility: alert's zenity form names its
 * dialog by the window's title, as GTK's style does. */
#define PK_ADW_ACCESSIBLE_NAME_KEY "pk-accessible-name"
#define PK_ADW_ACCESSIBLE_DESCRIPTION_KEY "pk-accessible-description"

/* What goes under the message, in the dialog's extra child (public API; its own labels
 * are private): a vertical box holding, top to bottom, the scrolled heading and body when
 * the dialog would be taller than the screen (1.2–1.4), the countdown line, the details,
 * the check button, whatever order they are set in. Each as the GTK style shows it. */
/* The details: a collapsed expander titled `label` holding `text` (valid UTF-8, literal,
 * selectable, monospace) and a `copy_label` button copying it (pk_details_new). */
void pk_adw_alert_set_details (GtkWidget *dialog, const char *text, const char *label, const char *copy_label);
/* A "Don't ask again" check button, unchecked, its label literal. */
void pk_adw_alert_set_remember (GtkWidget *dialog, const char *label);
/* Whether that check button is checked (FALSE without one); still read right after the
 * dialog's response, and once it is closed. */
gboolean pk_adw_alert_get_remember (GtkWidget *dialog);
/* A line under the message, plain text, dimmed; called again, it shows the new text. */
void pk_adw_alert_set_countdown (GtkWidget *dialog, const char *text);

/* A progress bar with a line under it, above the countdown line (pk_progress_new, made
 * the first time): `fraction` (0…1), or pulsing while it is negative, and `text` on the
 * line (NULL or empty: hidden), and `detail` as the bar's accessible description (see
 * pk_progress_set). The timeouts go with the dialog. */
void pk_adw_alert_set_progress (GtkWidget *dialog, double fraction, const char *text, const char *detail);

/* The dialog's own content (made by the caller: pk_list_new, pk_text_info_new) under the
 * texts, above the items. */
void pk_adw_alert_add_content (GtkWidget *dialog, GtkWidget *content);

/* A field under the message, above the countdown line: an AdwEntryRow (an
 * AdwPasswordEntryRow with its peek button when `secure`) titled `label`, showing `text`;
 * `prompt` (NULL: none) is its tooltip and description, as the rows have no placeholder.
 * Return in it emits the row's "entry-activated" (pk_adw_alert_activate_response answers
 * it). Returns the row (a GtkEditable; pk_field_set_reason shows why its text is refused). */
GtkWidget *pk_adw_alert_add_field (GtkWidget *dialog, const char *label, gboolean secure, const char *prompt,
                                   const char *text, const char *peek_label);
/* `row` (pk_form_control_new's: a form's combo box, calendar or list under its label) after
 * the fields added so far, in the fields' slot. */
void pk_adw_alert_add_control (GtkWidget *dialog, GtkWidget *row);
/* Click the button at `position` (left to right), as a click does, whether or not it is
 * enabled (the caller checks); FALSE when there is none. */
gboolean pk_adw_alert_activate_response (GtkWidget *dialog, int position);
/* Enable or disable the response `id`; each disabled button is described by `why`. */
void pk_adw_alert_set_response_enabled (GtkWidget *dialog, const char *id, gboolean enabled, const char *why);

/* An item: a check button labelled `label` (literal), checked or not, at the end of the
 * list under the message, above the fields; the list scrolls past PK_CHECK_LIST_ROWS rows
 * (alert-dialog-items.c). Returns the GtkCheckButton ("toggled" tells each change). */
GtkWidget *pk_adw_alert_add_check_row (GtkWidget *dialog, const char *label, gboolean checked);
/* Show `label` on the response `id`'s button in place. */
void pk_adw_alert_set_response_label (GtkWidget *dialog, const char *id, const char *label);
/* Give keyboard focus to the button at `position` (left to right), after the dialog is
 * presented (libadwaita focuses the first check button); FALSE when there is none. */
gboolean pk_adw_alert_focus_response (GtkWidget *dialog, int position);
/* Lay the buttons out wide (libadwaita 1.6's prefer-wide-layout); nothing before 1.6. */
void pk_adw_alert_set_prefer_wide_layout (GtkWidget *dialog, gboolean wide);

/* The dialog's functions, each pk_adw_alert_* above by the same name, and adw_init: what
 * AdwaitaAlertDialog (PresentationKitAdwaitaCore) calls. PresentationKitAdwaita passes the
 * table it links; `alert --adwaita` the one its plug-in returns, so that one Swift class
 * and one C drive libadwaita's dialog in both and alert never links libadwaita. `size` is
 * sizeof (PkAdwAlertFuncs) as built, to refuse a plug-in of another version. */
typedef struct
{
  gsize size;
  void (*init) (void);
  GtkWidget *(*new_dialog) (const char *heading, const char *body);
  void (*set_texts) (GtkWidget *dialog, const char *heading, const char *body);
  void (*add_response) (GtkWidget *dialog, const char *id, const char *label, PkAdwAppearance appearance);
  void (*set_default_response) (GtkWidget *dialog, const char *id);
  void (*set_close_response) (GtkWidget *dialog, const char *id);
  void (*connect_response) (GtkWidget *dialog, PkAdwResponseFunc func, gpointer data, GDestroyNotify destroy);
  void (*limit_button_labels) (GtkWidget *dialog, int max_chars);
  void (*present) (GtkWidget *dialog, GtkWindow *parent);
  void (*clear_focus) (GtkWidget *dialog);
  void (*close) (GtkWidget *dialog);
  GtkWindow *(*get_window) (GtkWidget *dialog);
  void (*update_accessibility) (GtkWidget *dialog, const char *heading, const char *body);
  void (*name_by_title) (GtkWidget *dialog, const char *title, const char *text);
  void (*set_details) (GtkWidget *dialog, const char *text, const char *label, const char *copy_label);
  void (*set_remember) (GtkWidget *dialog, const char *label);
  gboolean (*get_remember) (GtkWidget *dialog);
  void (*set_countdown) (GtkWidget *dialog, const char *text);
  GtkWidget *(*add_field) (GtkWidget *dialog, const char *label, gboolean secure, const char *prompt,
                           const char *text, const char *peek_label);
  void (*set_response_enabled) (GtkWidget *dialog, const char *id, gboolean enabled, const char *why);
  gboolean (*activate_response) (GtkWidget *dialog, int position);
  GtkWidget *(*add_check_row) (GtkWidget *dialog, const char *label, gboolean checked);
  void (*set_response_label) (GtkWidget *dialog, const char *id, const char *label);
  void (*set_prefer_wide_layout) (GtkWidget *dialog, gboolean wide);
  gboolean (*focus_response) (GtkWidget *dialog, int position);
  void (*set_progress) (GtkWidget *dialog, double fraction, const char *text, const char *detail);
  void (*add_content) (GtkWidget *dialog, GtkWidget *content);
  /* `child` (pk_level_new's, pk_field_action_new's) in the extra child's `slot`
   * ("pk-extra-level", "pk-extra-field-action"), under the fields. */
  void (*insert_extra) (GtkWidget *dialog, const char *slot, GtkWidget *child);
  void (*add_control) (GtkWidget *dialog, GtkWidget *row);
} PkAdwAlertFuncs;

/* The table of this build's functions (static, never freed). The plug-in's one symbol that
 * `alert` looks up: PK_ADW_ALERT_FUNCS_SYMBOL. */
const PkAdwAlertFuncs *pk_adw_alert_funcs (void);
#define PK_ADW_ALERT_FUNCS_SYMBOL "pk_adw_alert_funcs"

/* Whether `child` of `parent` is drawn: visible, child-visible, and the child an
 * AdwSqueezer shows (libadwaita 1.2 keeps a dialog's responses twice, in a row and in a
 * column, and draws one set). */
gboolean pk_adw_is_drawn_child (GtkWidget *parent, GtkWidget *child);

/* ---- Style (style.c) ------------------------------------------------------------------ */

/* adw_init(): libadwaita's style sheet and style manager, once, after gtk_init. */
void pk_adw_init (void);
/* The libadwaita version built against, "MAJOR.MINOR.MICRO", and the one running. */
const char *pk_adw_build_version (void);
char *pk_adw_runtime_version (void);
/* The colour scheme through AdwStyleManager: 0 follow the system, 1 light, 2 dark. */
void pk_adw_set_color_scheme (int scheme);
/* Whether the dark style is in use now. */
gboolean pk_adw_is_dark (void);

/* ---- Toasts (toast.c) ------------------------------------------------------------------ */

/* An AdwToastOverlay holding `child` (which may be NULL). */
GtkWidget *pk_adw_toast_overlay_new (GtkWidget *child);
/* The AdwToastOverlay that is `window`'s content or child, or NULL. */
GtkWidget *pk_adw_window_get_toast_overlay (GtkWindow *window);
/* Called when the toast is dismissed (any way), with whether its button was clicked. */
typedef void (*PkAdwToastFunc) (gboolean action_clicked, gpointer data);
/* Show `title` (plain text) on `overlay` for `timeout` seconds (0: until dismissed), with a
 * button labelled `button` (NULL: none); `func` is called once when it goes. Returns the
 * AdwToast, owned by the overlay. */
gpointer pk_adw_toast_show (GtkWidget *overlay, const char *title, const char *button, guint timeout,
                            gboolean high_priority, PkAdwToastFunc func, gpointer data, GDestroyNotify destroy);
/* Whether the running libadwaita announces its toasts to a screen reader (1.6 and later). */
gboolean pk_adw_toasts_announce (void);
/* Dismiss a toast `pk_adw_toast_show` returned. */
void pk_adw_toast_dismiss (gpointer toast);
/* Show `title` (plain text) on that toast in place: a repeat counted. */
void pk_adw_toast_set_title (gpointer toast, const char *title);

/* ---- Windows (style.c) ----------------------------------------------------------------- */

/* An AdwApplicationWindow of `app` showing what `from` showed: its title, default size,
 * style classes and child, under an AdwHeaderBar, in an AdwToastOverlay for libadwaita's
 * toasts holding a GtkOverlay for the library's own, with Ctrl+Q and Ctrl+W closing it; `from` is destroyed. For an app whose
 * window comes from a GtkBuilder file written for GTK alone. */
GtkWidget *pk_adw_application_window_adopt (GtkApplication *app, GtkWindow *from);

G_END_DECLS

#endif /* PK_ADW_H */
