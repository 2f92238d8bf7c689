/* What PresentationKitGtk does in C (CPresentationKitGtk): GTK's variadic calls and
 * macros, the message dialog and its text layout, accessibility, and Swift's main actor on
 * the GLib main loop. Declarations only: each concern has its .c file beside this
 * include/ directory, built once with warnings as errors. Swift sees this header as part
 * of the CGtk module (CGtk's module.modulemap says why). */
#ifndef PK_GTK_H
#define PK_GTK_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Message dialogs (message-dialog.c; GtkMessageDialog is deprecated from 4.10) -- */

/* A modal message dialog with no buttons and `text` as its heading, shown literally,
 * with the accessible role of an alert dialog (fixed at construction, so given here). */
GtkWidget *pk_message_dialog_new (GtkWindow *parent, GtkMessageType type, const char *text);
/* The heading, plain text: replaces the one the dialog was made with. */
void pk_message_dialog_set_heading (GtkWidget *dialog, const char *text);
/* The heading as Pango markup the caller has validated (the `alert` command's zenity form). */
void pk_message_dialog_set_heading_markup (GtkWidget *dialog, const char *markup);
/* The body under the heading, plain text; NULL removes it. */
void pk_message_dialog_set_body (GtkWidget *dialog, const char *body);
/* The message area (the box holding heading and body), its heading and body labels. */
GtkWidget *pk_message_dialog_get_texts (GtkWidget *dialog);
GtkWidget *pk_message_dialog_get_heading (GtkWidget *dialog);
GtkWidget *pk_message_dialog_get_body (GtkWidget *dialog);
/* A button answering `response`; its label is literal (no mnemonic underscores). */
GtkWidget *pk_dialog_add_button (GtkWidget *dialog, const char *label, int response);
/* The button a dialog shows for `response`, or NULL. */
GtkWidget *pk_dialog_get_button (GtkWidget *dialog, int response);
void pk_dialog_set_default_response (GtkWidget *dialog, int response);
/* Answers the dialog with `response`, as a click on that button would. */
void pk_dialog_response (GtkWidget *dialog, int response);

/* ---- What goes under the message (message-dialog-options.c) --------------------- */

/* A label on its own line under the message (a countdown), plain text. */
GtkWidget *pk_message_dialog_add_line (GtkWidget *dialog, const char *text);
/* A progress bar with a line of text under it (progress.c): over AT-SPI a progress bar
 * whose value is its fraction, and a label. Made at 0, not pulsing, the line hidden. */
GtkWidget *pk_progress_new (void);
/* Show `fraction` (clamped to 0…1), or pulse every 100 ms while it is negative (the
 * timeout goes with the widget), and `text` on the line under the bar (NULL or empty:
 * the line is hidden). `detail` is the bar's accessible description (NULL or empty:
 * none), announced politely as it changes on GTK 4.14 or later, at most every 5 s. */
void pk_progress_set (GtkWidget *progress, double fraction, const char *text, const char *detail);
/* Whether the bar pulses (for the tests). */
gboolean pk_progress_is_pulsing (GtkWidget *progress);
/* A pk_progress_new under the message, after what is there. */
GtkWidget *pk_message_dialog_add_progress (GtkWidget *dialog);
/* ---- A list of rows (list.c): zenity's --list ------------------------------------- */

/* What the first column of a list is: text, check buttons or radio buttons (TRUE/FALSE). */
#define PK_LIST_PLAIN 0
#define PK_LIST_CHECKLIST 1
#define PK_LIST_RADIOLIST 2
/* The size of the list's scrolled window, in pixels: it grows with its rows to the most. */
#define PK_LIST_MIN_HEIGHT 160
#define PK_LIST_MAX_HEIGHT 360
#define PK_LIST_MIN_WIDTH 300
#define PK_LIST_MAX_WIDTH 800
/* A list with `count` columns titled `titles`, no rows: a GtkColumnView over a GListStore
 * in a scrolled window, each cell named with its column over AT-SPI ("Size: 4 KB").
 * `toggles` (PK_LIST_*) makes the first column check or radio buttons (read over AT-SPI as
 * check boxes or radio buttons named by their column and the row's first cell shown past
 * it); else rows are selected one at a time, or several with `multiple`. `editable`
 * cells are GtkEditableLabels whose edits go into the row. No row is selected at first.
 * Return and a double click emit the view's "activate" (pk_list_get_view) after
 * selecting the row; Space toggles the selected row's check. */
GtkWidget *pk_list_new (const char *const *titles, int count, int toggles, gboolean multiple, gboolean editable);
/* The GtkColumnView inside the list. */
GtkWidget *pk_list_get_view (GtkWidget *list);
/* `rows` rows of `columns` cells each, `cells` row after row (copied; NULL is ""), each
 * row's toggle on when `active[row]` (in a radiolist, checking a row unchecks the others),
 * added in one change of the model. */
void pk_list_append (GtkWidget *list, const char *const *cells, int rows, int columns, const gboolean *active);
guint pk_list_get_n_rows (GtkWidget *list);
int pk_list_get_n_columns (GtkWidget *list);
/* The text of a cell as it stands (edited or not; "" past the row's end), owned by the list. */
const char *pk_list_get_cell (GtkWidget *list, guint row, int column);
/* Whether `row` is chosen: its toggle on in a checklist or radiolist, else selected. */
gboolean pk_list_row_is_chosen (GtkWidget *list, guint row);
void pk_list_set_column_visible (GtkWidget *list, int column, gboolean visible);
void pk_list_set_headers_visible (GtkWidget *list, gboolean visible);
/* Give the rows the keyboard focus. */
void pk_list_focus (GtkWidget *list);
/* Show the first column's cells as the images whose files they name (zenity's --imagelist),
 * each at its size, its path as its alternative text for a screen reader; a file that does
 * not load shows its path instead. */
void pk_list_show_images (GtkWidget *list);
/* When the rows take the focus with none selected, select the first (zenity's form list). */
void pk_list_select_on_focus (GtkWidget *list);
/* ---- A text to read (text-info.c): zenity's --text-info --------------------------- */

/* A text view in a scrolled window (sized as a list), read-only unless `editable`, empty;
 * with a check button labelled `checkbox` under it (NULL: none), unchecked. With
 * `auto_scroll`, each append scrolls to the end. */
GtkWidget *pk_text_info_new (gboolean editable, const char *checkbox, gboolean auto_scroll);
/* Add `text` (UTF-8) at the end, shown literally. */
void pk_text_info_append (GtkWidget *text_info, const char *text);
/* The text as it stands (edited or not); the caller frees it. */
char *pk_text_info_get_text (GtkWidget *text_info);
/* The check button, or NULL without one. */
GtkWidget *pk_text_info_get_check (GtkWidget *text_info);

/* ---- A value to pick (picker.c): zenity's --scale, --calendar, --color-selection ---- */

/* What a picker calls when the person chooses with it: Return on a scale or a calendar, a
 * double click on a calendar's day (GTK 4's calendar has no such signal, GTK 3's had). */
typedef void (*PkPickerActivateFunc) (gpointer data);

/* A horizontal scale from `min` to `max` (whole numbers), moved by `step` by the arrow
 * keys, at `value`, showing its value beside it unless `hide_value`. */
GtkWidget *pk_scale_new (double min, double max, double step, double value, gboolean hide_value);
/* The scale's value, rounded to a whole number. */
double pk_scale_get_value (GtkWidget *scale);
/* Whether `widget` is the scale or the calendar of these (else it is the colour chooser). */
gboolean pk_widget_is_scale (GtkWidget *widget);
gboolean pk_widget_is_calendar (GtkWidget *widget);
/* A calendar showing `day` of `month` (1-12) of `year`, selected. */
GtkWidget *pk_calendar_new (int year, int month, int day);
/* The selected date, its month from 1. */
void pk_calendar_get_date (GtkWidget *calendar, int *year, int *month, int *day);
/* A colour chooser at `rgba` (NULL: white, as zenity's), its palette shown when
 * `show_palette`, else its editor. */
GtkWidget *pk_color_new (const GdkRGBA *rgba, gboolean show_palette);
/* The chosen colour as gdk_rgba_to_string writes it (rgb(r,g,b) or rgba(r,g,b,a)); the
 * caller frees it. */
char *pk_color_get_text (GtkWidget *color);
/* Call `func` with `data` when the person chooses with `picker` (see above). */
void pk_picker_set_activate_func (GtkWidget *picker, PkPickerActivateFunc func, gpointer data);

/* A level bar from 0 to 1 after `label` (which names it over AT-SPI), a text after it,
 * `tooltip` (NULL: none) over the row (level.c): a passphrase's quality. Made at 0. */
GtkWidget *pk_level_new (const char *label, const char *tooltip);
/* Show `value` (clamped to 0…1) and `text` after the bar (also its accessible
 * description), the text in the error colour when `refused`. */
void pk_level_set (GtkWidget *level, double value, const char *text, gboolean refused);
/* A button under the fields that answers nothing itself (its "clicked" is the caller's). */
GtkWidget *pk_field_action_new (const char *label, const char *tooltip);
/* Show the entry's text, or hide it behind bullets (a password entry's peek). */
void pk_field_set_visible_text (GtkWidget *entry, gboolean visible);
/* `child` under the message, after what is there, as wide as the dialog but a button: the
 * dialog's own content (a list, a text), the fields' level, their action. */
void pk_message_dialog_add_under (GtkWidget *dialog, GtkWidget *child);
/* A check button under the message, unchecked, its label literal. */
GtkWidget *pk_message_dialog_add_check (GtkWidget *dialog, const char *label);
gboolean pk_check_button_get_active (GtkWidget *check);
/* A collapsed expander titled `label` holding `text` (literal, valid UTF-8) in a
 * selectable monospace view that scrolls, and a `copy_label` button that copies it. */
GtkWidget *pk_message_dialog_add_details (GtkWidget *dialog, const char *label, const char *copy_label,
                                          const char *text);
/* The same details, as a widget of their own (libadwaita's dialog shows them in its extra
 * child): a collapsed expander, named over AT-SPI by `label`. */
GtkWidget *pk_details_new (const char *label, const char *copy_label, const char *text);

/* ---- A lost X display (display.c) ------------------------------------------------ */

/* Ends the process with `status` and `message` (a whole line) on stderr when the
 * default display is an X display and its connection breaks. FALSE on other displays. */
gboolean pk_exit_when_x_display_lost (int status, const char *message);

/* ---- What a window manager reads of a window (window-hints.c) ------------------- */

/* The class of the windows made from now on (X11's WM_CLASS res_class, whose name part
 * is g_get_prgname ()); FALSE, doing nothing, on a display that is not X11. */
gboolean pk_set_program_class (const char *program_class);
/* Makes `window` transient for `parent`, another program's X window (WM_TRANSIENT_FOR),
 * now or once it is realized; FALSE, doing nothing, on a display that is not X11. */
gboolean pk_window_set_x11_transient_for (GtkWindow *window, gulong parent);
/* Shows `texture` as `window`'s icon (X11's _NET_WM_ICON), now or once it is realized,
 * instead of the one GTK finds by name; the window keeps a reference. Wayland shows none. */
void pk_window_set_icon_texture (GtkWindow *window, GdkTexture *texture);

/* ---- GTK's own file chooser (file-chooser.c; deprecated from GTK 4.10) ------------ */

/* A modal GtkFileChooserDialog titled `title` that opens files, saves one (`save`) or
 * chooses folders (`folders`, which wins), one or several (`multiple`), with `cancel_label`
 * (GTK_RESPONSE_CANCEL) and `ok_label` (GTK_RESPONSE_ACCEPT, the default), both literal. */
GtkWidget *pk_file_chooser_new (const char *title, gboolean folders, gboolean save, gboolean multiple,
                                const char *ok_label, const char *cancel_label);
/* zenity's --filename: `path` (relative: from the current folder) ending in '/' opens that
 * folder; any other opens its folder and gives its last part as the name to save as (a
 * save chooser) or selects that file (the others). */
void pk_file_chooser_start_at (GtkWidget *chooser, const char *path);
/* A filter named `name` showing the files one of `patterns` (NULL-terminated, GLib's
 * globs) matches; the first filter added is the one shown first. */
void pk_file_chooser_add_filter (GtkWidget *chooser, const char *name, const char *const *patterns);
/* The files chosen, as paths (a file with no local path: its URI), a NULL-terminated
 * array for g_strfreev. */
char **pk_file_chooser_get_paths (GtkWidget *chooser);

/* ---- Dialog text on any text and any fonts (text-layout.c) ---------------------- */

/* Gives the message area a layout that never asks a label for its width at a height. */
void pk_message_dialog_stack_texts (GtkWidget *dialog);
/* The same for `texts`, a vertical GtkBox of wrapping labels (libadwaita's message area). */
void pk_texts_stack (GtkWidget *texts);
/* Heading and body break inside words; a run over 500 characters wraps anywhere.
 * Call again after a text changes. */
void pk_message_dialog_wrap_anywhere (GtkWidget *dialog);
/* The height the texts want at the width they want: whether they need to scroll. */
int pk_message_dialog_texts_height (GtkWidget *dialog);
/* Moves the texts into a window that scrolls once they are taller than `max_height`. */
void pk_message_dialog_scroll_texts (GtkWidget *dialog, int max_height);
/* A button's label on one line, ellipsized past `max_chars`, whole in its tooltip. */
void pk_button_limit_label_width (GtkWidget *button, int max_chars);

/* ---- Fields (message-dialog-fields.c) ------------------------------------------- */

/* A field under the message: `label`, then a GtkEntry (a GtkPasswordEntry with its peek
 * icon when `secure`) showing `text`, with `prompt` as its placeholder (NULL: none), then a
 * hidden line for why its text is refused. Returns the entry (a GtkEditable). */
GtkWidget *pk_message_dialog_add_field (GtkWidget *dialog, const char *label, gboolean secure,
                                        const char *prompt, const char *text);
/* The entry's text, owned by the entry. */
const char *pk_field_get_text (GtkWidget *entry);
/* Show `text` in the entry in place of what it holds, the cursor after it: the model
 * changed the field's value while the dialog is shown. Emits the entry's "changed". */
void pk_field_replace_text (GtkWidget *entry, const char *text);
/* Select characters `start` to `end` of the entry's text (after it took focus). */
void pk_field_select (GtkWidget *entry, int start, int end);
/* The object data key of the label under a field (a GtkEditable) for why it is refused. */
#define PK_FIELD_REASON_KEY "pk-field-reason"
/* A new, hidden line for why `field`'s text is refused, kept on the field under
 * PK_FIELD_REASON_KEY for pk_field_set_reason: the caller places it under the field. */
GtkWidget *pk_field_reason_new (GtkWidget *field);
/* Show `reason` under the entry, as its description, and announce it where GTK can;
 * NULL hides it. */
void pk_field_set_reason (GtkWidget *entry, const char *reason);
/* Make the button of `response` sensitive or not; a disabled one is described by `why`. */
void pk_dialog_set_response_enabled (GtkWidget *dialog, int response, gboolean enabled, const char *why);

/* ---- A form's other controls (form-controls.c): zenity's --forms combo, calendar, list -- */

/* A drop-down of `values` (NULL-terminated, shown literally), none chosen. */
GtkWidget *pk_choice_new (const char *const *values);
/* The value chosen, or NULL while none is; the caller frees it. */
char *pk_choice_dup_chosen (GtkWidget *choice);
/* A row for a form: `label` (literal; wraps) above `control`; `named` (the control, or the
 * widget inside it that takes focus) is named by the label for a screen reader. */
GtkWidget *pk_form_control_new (const char *label, GtkWidget *control, GtkWidget *named);
/* Put `row` (pk_form_control_new's) after the fields added so far, as a field is placed. */
void pk_message_dialog_add_control (GtkWidget *dialog, GtkWidget *row);

/* ---- Items (check-list.c) --------------------------------------------------------- */

/* An alert's items scroll past this many rows (and a half, to show that they scroll). */
#define PK_CHECK_LIST_ROWS 6
/* The object data key of the most pixels the list may take (an int; 0: no more limit). */
#define PK_CHECK_LIST_MAX_HEIGHT_KEY "pk-check-list-max-height"
/* A new, empty list of check buttons in a window that scrolls vertically past
 * PK_CHECK_LIST_ROWS rows. */
GtkWidget *pk_check_list_new (void);
/* Add a check button labelled `label` (literal; wraps), checked or not, at the end of
 * `list`. Returns the GtkCheckButton ("toggled" tells each change). */
GtkWidget *pk_check_list_add (GtkWidget *list, const char *label, gboolean checked);
/* Whether the check button is checked. */
gboolean pk_check_get_active (GtkWidget *check);
/* Check or uncheck `check` as the model says (it emits `toggled`, as a click does). */
void pk_check_set_active (GtkWidget *check, gboolean active);
/* Put `list` under the message dialog's texts (before the fields), at most `max_height`
 * pixels high. */
void pk_message_dialog_add_check_list (GtkWidget *dialog, GtkWidget *list, int max_height);
/* Show `label` on the button of `response`, ellipsized past `max_chars` as
 * pk_button_limit_label_width does; its accessible name follows. */
void pk_dialog_set_response_label (GtkWidget *dialog, int response, const char *label, int max_chars);
/* Give keyboard focus to the button of `response` (GTK focuses the first check button). */
void pk_dialog_focus_response (GtkWidget *dialog, int response);

/* ---- Accessibility (accessibility.c) -------------------------------------------- */

/* Names `widget` by the text of `label`, and follows it when the text changes. */
void pk_accessible_set_labelled_by (GtkWidget *widget, GtkWidget *label);
/* Describes `widget` by `label`, which shows `description`, where the running GTK reads
 * it; NULL `description` (or `label`) removes the description. */
void pk_accessible_describe_by_label (GtkWidget *widget, GtkWidget *label, const char *description);
/* The name a screen reader reads for a widget with no text of its own (an icon button). */
void pk_accessible_set_label (GtkWidget *widget, const char *label);
/* Drops the "label" property (a window's empty title would stand before its name). */
void pk_accessible_reset_label (GtkWidget *widget);
/* Drops the labelled-by relation (GTK 4.8 names a labelled button twice). */
void pk_accessible_reset_labelled_by (GtkWidget *widget);
/* Asks a screen reader to say `message` now, on behalf of `widget`: polite, or assertive;
 * FALSE, doing nothing, where the running GTK has no gtk_accessible_announce (< 4.14). */
gboolean pk_accessible_announce (GtkWidget *widget, const char *message, gboolean assertive);

/* ---- Windows, toasts and popovers (windows.c) ----------------------------------- */

/* Escape closes `window` as its close button does. */
void pk_window_close_on_escape (GtkWindow *window);
/* The work area of the monitor `widget`'s window is on; G_MAXINT sides without one. */
GdkRectangle pk_widget_get_workarea (GtkWidget *widget);
/* The overlay toasts float in over `window`'s content, made once around its child. */
GtkWidget *pk_window_get_toast_overlay (GtkWindow *window);
/* The box a toast's text and buttons sit in, with the accessible role of an alert. */
GtkWidget *pk_toast_box_new (void);
/* Calls `callback` when `keyval` (no modifiers) is pressed while focus is in `widget`;
 * returns the controller. `destroy` frees `data` with the controller. */
GtkEventController *pk_widget_add_key_shortcut (GtkWidget *widget, guint keyval, GtkShortcutFunc callback,
                                                gpointer data, GDestroyNotify destroy);
/* Loads the style sheet `css` into `provider`, with the call the running headers have. */
void pk_css_provider_load_from_string (GtkCssProvider *provider, const char *css);
/* A popover pointed at `anchor` on `position`'s side, closing on Escape and outside clicks. */
GtkWidget *pk_popover_new_at (GtkWidget *anchor, GtkPositionType position);
/* Shows `popover` with `child` as its content. */
void pk_popover_popup_with_child (GtkWidget *popover, GtkWidget *child);
/* Takes a popover off its anchor; the anchor held the only reference, so it goes. */
void pk_popover_detach (GtkWidget *popover);

/* ---- Signals, logging, the main actor (runtime.c) ------------------------------- */

/* What a signal's C handler looks like, as the typed connections tell it apart: one
 * kind per value, by fundamental type. */
typedef enum {
  PK_SIGNAL_VALUE_NONE,     /* no value: void, or no parameter */
  PK_SIGNAL_VALUE_INT,      /* gint, an enum */
  PK_SIGNAL_VALUE_UINT,     /* guint, flags */
  PK_SIGNAL_VALUE_BOOLEAN,  /* gboolean */
  PK_SIGNAL_VALUE_DOUBLE,   /* gdouble */
  PK_SIGNAL_VALUE_POINTER,  /* an object, a boxed value, a string, a param spec, a pointer */
  PK_SIGNAL_VALUE_OTHER     /* anything else (gint64, gfloat, …): no typed connection */
} PkSignalValue;

/* The shape of the detailed signal `name` ("changed", "notify::text") on `instance`'s
 * type, from g_signal_query: FALSE when the type has no such signal; else its parameter
 * count, the kind of its first parameter and of its return value. */
gboolean pk_signal_shape (gpointer instance, const char *name, guint *n_params,
                          PkSignalValue *first_param, PkSignalValue *returns);
/* Emits the parameterless signal `name` on `instance` (g_signal_emit_by_name is variadic). */
void pk_signal_emit (gpointer instance, const char *name);
/* The name of `instance`'s type, for messages ("GtkEntry"). */
const char *pk_type_name (gpointer instance);

/* g_signal_connect, with the destroy notify that releases the Swift box of the handler. */
gulong pk_signal_connect (gpointer instance, const char *signal, GCallback handler,
                          gpointer data, GClosureNotify release_data);
/* g_log with `message` never read as a format. */
void pk_log (const char *domain, GLogLevelFlags level, const char *message);
/* g_log_structured (a macro over a variadic function): MESSAGE is `message`, never read
 * as a format, and PK_FILE is `file` when not NULL, for journald and log readers. */
void pk_log_structured (const char *domain, GLogLevelFlags level, const char *message, const char *file);
/* The priority Swift's main queue runs at (pk_attach_main_queue): just below GTK's redraw. */
#define PK_MAIN_QUEUE_PRIORITY (GDK_PRIORITY_REDRAW + 10)
/* Runs Swift's main queue from the thread-default GLib context; call on the main thread,
 * once, before the loop runs. Returns the source id. */
guint pk_attach_main_queue (void);

/* ---- Desktop notifications (notifications.c) ------------------------------------- */

/* Told whether a notification service is on the session bus. */
typedef void (*PkNotificationServiceFunc) (gboolean available, gpointer data);
/* Asks the bus, without blocking, whether a notification service owns its name there
 * (GTK's org.gtk.Notifications or org.freedesktop.Notifications) or would be started
 * for it, and tells `callback` once, then `destroy`s `data`. No bus connection: FALSE,
 * at once. Nothing is logged either way. */
void pk_notification_service_lookup (GApplication *application, PkNotificationServiceFunc callback,
                                     gpointer data, GDestroyNotify destroy);
/* Told the id of the notification whose default action was activated. */
typedef void (*PkNotificationActivatedFunc) (const char *id, gpointer data);
/* Adds the application action `name`, whose string parameter is a notification's id, and
 * connects `activated` to its "activate"; returns that handler's id on the action
 * (g_action_map_lookup_action finds it), which its owner disconnects. */
gulong pk_application_add_notification_action (GApplication *application, const char *name,
                                               PkNotificationActivatedFunc activated, gpointer data,
                                               GDestroyNotify destroy);
/* Sends (or replaces) the notification `id`: `title`, `body` (NULL or empty: none), and
 * the default action `action` ("app.NAME") with `id` as its target. */
void pk_application_send_notification (GApplication *application, const char *id, const char *title,
                                       const char *body, const char *action);
/* Calls `callback` once (TRUE: it answered) after org.freedesktop.Notifications has
 * answered a call made now on the application's bus, then `destroy`s `data`: by then it has
 * answered every call the application sent it before, and GLib has handled those answers
 * (D-Bus delivers one sender's calls to one peer in order, a service answers them in
 * order, and GDBus runs their callbacks on the main context in that order). */
void pk_notification_service_round_trip (GApplication *application, PkNotificationServiceFunc callback,
                                         gpointer data, GDestroyNotify destroy);
/* Whether any window of this process is active (has the keyboard focus of the desktop). */
gboolean pk_any_window_is_active (void);

G_END_DECLS

#endif /* PK_GTK_H */
