/* alert's command-line options, each declared once (ALERT_OPTIONS): GOption's table,
 * static in alert-options.c, and the storage GOption writes each value to, which Swift
 * reads. Plain C types only, no GLib header: CGtk's module.modulemap says why. */
#pragma once

/* One of --field, --secret and --value, or --forms' --add-entry, --add-password,
 * --add-combo, --add-calendar and --add-list, in the order given (GOption calls back for
 * each, so the order is kept): a --value gives the default of the --field before it, and
 * the form's fields are shown and printed in this order. */
typedef enum
{
  ALERT_FIELD_PLAIN,
  ALERT_FIELD_SECRET,
  ALERT_FIELD_VALUE,
  ALERT_FIELD_FORMS_ENTRY,
  ALERT_FIELD_FORMS_PASSWORD,
  ALERT_FIELD_FORMS_COMBO,
  ALERT_FIELD_FORMS_CALENDAR,
  ALERT_FIELD_FORMS_LIST
} AlertFieldKind;

typedef struct
{
  AlertFieldKind kind;
  /* The label (--field, --secret) or the default (--value), as the bytes given. */
  char *text;
} AlertFieldArgument;

/* Every option of alert's own table, in --help's order: each one line here, which
 * expands into its storage in AlertArguments below and into its entry of GOption's table
 * in alert-options.c (static data). Its kind, then the storage's name, the long name, the
 * argument --help names, and the description (N_ marks it for po/update; GOption
 * translates it in alert's domain only when it prints --help):
 *   TEXT  (field, name, argument, description)   char *, the bytes given (GOption's
 *                                                "filename" kind); NULL when absent
 *   TEXTS (field, name, argument, description)   char **, NULL-terminated; repeatable
 *   FLAG  (field, name, description)             int, 0 or 1
 *   CALL  (callback, name, flags, argument, description)  a callback of alert-options.c,
 *                                                which writes the storage after the list
 * See docs/alert.md for each option. */
#define ALERT_OPTIONS(TEXT, TEXTS, FLAG, CALL) \
  TEXT (title, "title", "TEXT", \
    N_("The dialog's heading (required unless a zenity dialog type is given)")) \
  TEXT (message, "message", "TEXT", \
    N_("The text under the heading; “-” reads it from stdin")) \
  TEXT (message_file, "message-file", "FILE", \
    N_("Read the text under the heading from FILE")) \
  TEXTS (buttons, "button", "LABEL[:ROLE]", \
    N_("A button, left to right after the cancel button; ROLE is cancel, destructive or default. Repeatable")) \
  TEXT (icon, "icon", "TYPE", \
    N_("The kind of message: error, warning, info or question")) \
  TEXT (timeout, "timeout", "SECONDS", \
    N_("Close the dialog after SECONDS and exit 5; 0 means never")) \
  TEXT (timeout_answer, "timeout-answer", "LABEL", \
    N_("The button --timeout chooses, as if it were clicked; the countdown names it")) \
  TEXT (details, "details", "TEXT", \
    N_("Text shown under a collapsed Details expander, with a Copy button; “-” reads it from stdin")) \
  TEXT (details_file, "details-file", "FILE", \
    N_("Read the details from FILE")) \
  TEXT (dont_ask_again, "dont-ask-again", "FILE:KEY", \
    N_("Add a “Don't ask again” check button; the answer chosen with it checked is kept under KEY in FILE (in $XDG_CONFIG_HOME/alert/ unless absolute) and given without a dialog next time")) \
  TEXT (dont_ask_again_reset, "dont-ask-again-reset", "FILE:KEY", \
    N_("Forget the answer kept under KEY in FILE, and exit")) \
  FLAG (json, "json", \
    N_("Print the answer as one line of JSON (answer, id, index, role, ending, remembered)")) \
  TEXT (app_id, "app-id", "ID", \
    N_("The application id and program name a desktop names the window and finds its icon by")) \
  FLAG (adwaita, "adwaita", \
    N_("Show libadwaita's dialog, as zenity 4 does, instead of GTK's (as ALERT_STYLE=adwaita); GTK's when libadwaita is missing")) \
  TEXT (activation_delay, "activation-delay", "SECONDS", \
    N_("The buttons ignore Return, Space and clicks for SECONDS after the dialog appears (Escape still works), so a key typed elsewhere cannot answer it; for prompts of cron jobs and daemons. 0, the default, means not at all")) \
  FLAG (error, "error", \
    N_("zenity: an error dialog with an OK button")) \
  FLAG (warning, "warning", \
    N_("zenity: a warning dialog with an OK button")) \
  FLAG (info, "info", \
    N_("zenity: an information dialog with an OK button")) \
  FLAG (question, "question", \
    N_("zenity: a question with No and Yes buttons")) \
  TEXT (text, "text", "TEXT", \
    N_("zenity: the dialog's text (same as --message)")) \
  TEXT (ok_label, "ok-label", "LABEL", \
    N_("zenity: the label of the OK or Yes button")) \
  TEXT (cancel_label, "cancel-label", "LABEL", \
    N_("zenity: the label of the No button of --question")) \
  TEXTS (extra_buttons, "extra-button", "LABEL", \
    N_("zenity: an extra button; choosing it prints LABEL and exits 1. Repeatable")) \
  TEXT (icon_name, "icon-name", "ICON-NAME", \
    N_("zenity: the dialog's icon; dialog-error, dialog-warning, dialog-information and dialog-question set the kind of message")) \
  TEXT (width, "width", "WIDTH", \
    N_("zenity: the dialog's width in pixels (at least)")) \
  TEXT (height, "height", "HEIGHT", \
    N_("zenity: the dialog's height in pixels (at least)")) \
  FLAG (no_wrap, "no-wrap", \
    N_("zenity: do not wrap the text")) \
  FLAG (no_markup, "no-markup", \
    N_("zenity: show --text literally, not as Pango markup")) \
  FLAG (ellipsize, "ellipsize", \
    N_("zenity: cut a long text short with “…” instead of wrapping it")) \
  FLAG (default_cancel, "default-cancel", \
    N_("zenity: Return answers No in --question")) \
  FLAG (switch_buttons, "switch", \
    N_("zenity: --question without No and Yes: only the --extra-button buttons")) \
  FLAG (modal, "modal", \
    N_("zenity: a modal dialog (alert's dialogs always are)")) \
  TEXT (display, "display", "DISPLAY", \
    N_("The X display to use (zenity's GTK 3 option)")) \
  FLAG (version, "version", \
    N_("Print the version and exit")) \
  FLAG (entry, "entry", \
    N_("zenity: a text entry; prints the text typed")) \
  TEXT (entry_text, "entry-text", "TEXT", \
    N_("zenity: the text --entry starts with")) \
  FLAG (hide_text, "hide-text", \
    N_("zenity: --entry shows bullets instead of the text")) \
  FLAG (password, "password", \
    N_("zenity: a password entry; prints the password")) \
  CALL (on_username, "username", G_OPTION_FLAG_OPTIONAL_ARG | G_OPTION_FLAG_FILENAME, "[USER]", \
    N_("zenity: --password asks for a user name too and prints USER|PASSWORD; =USER fills it in")) \
  CALL (on_field_argument, "field", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("A text field labelled LABEL; its text is printed on a line after the button's label. Repeatable")) \
  CALL (on_field_argument, "value", G_OPTION_FLAG_FILENAME, "TEXT", \
    N_("The text the --field just before starts with")) \
  CALL (on_field_argument, "secret", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("A password field labelled LABEL, printed as --field; it never has a default. Repeatable")) \
  FLAG (progress, "progress", \
    N_("zenity: a progress dialog fed by stdin: a number sets the percentage, “# TEXT” the text")) \
  TEXT (percentage, "percentage", "PERCENTAGE", \
    N_("zenity: --progress starts at PERCENTAGE")) \
  FLAG (pulsate, "pulsate", \
    N_("zenity: --progress pulses until a number comes")) \
  FLAG (auto_close, "auto-close", \
    N_("zenity: --progress exits 0 when 100 is reached")) \
  FLAG (auto_kill, "auto-kill", \
    N_("zenity: Cancel or Escape in --progress ends what writes to stdin (SIGTERM) and the parent (SIGHUP)")) \
  FLAG (no_cancel, "no-cancel", \
    N_("zenity: --progress without a Cancel button")) \
  FLAG (time_remaining, "time-remaining", \
    N_("zenity: --progress estimates the time left to 100")) \
  FLAG (list, "list", \
    N_("zenity: a list of rows to choose from; its cells are the arguments, or stdin's lines without any; prints the rows chosen")) \
  FLAG (forms, "forms", \
    N_("zenity: a form of fields (--add-entry, --add-password, --add-combo, --add-calendar, --add-list); prints their values on one line, joined by --separator")) \
  CALL (on_field_argument, "add-entry", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("zenity: a text field of --forms labelled LABEL. Repeatable")) \
  CALL (on_field_argument, "add-password", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("zenity: a password field of --forms labelled LABEL. Repeatable")) \
  CALL (on_field_argument, "add-combo", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("zenity: a combo box of --forms labelled LABEL; prints the value chosen, or a space. Repeatable")) \
  TEXTS (combo_values, "combo-values", "VALUE|…", \
    N_("zenity: the values of a --forms combo box, separated by “|”; the first goes with the first --add-combo, and so on")) \
  CALL (on_field_argument, "add-calendar", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("zenity: a calendar of --forms labelled LABEL, at today; prints the date chosen. Repeatable")) \
  TEXT (forms_date_format, "forms-date-format", "PATTERN", \
    N_("zenity: how --forms prints its calendars' dates, in strftime's form (default %x, the locale's)")) \
  CALL (on_field_argument, "add-list", G_OPTION_FLAG_FILENAME, "LABEL", \
    N_("zenity: a list of --forms labelled LABEL; prints the cells of the row chosen. Repeatable")) \
  TEXTS (list_values, "list-values", "VALUE|…", \
    N_("zenity: the cells of a --forms list, row after row, separated by “|”; the first goes with the first --add-list, and so on")) \
  TEXTS (column_values, "column-values", "TITLE|…", \
    N_("zenity: the column titles of a --forms list, separated by “|” (default: one column, “column”); the first goes with the first --add-list, and so on, the first with those past the last")) \
  FLAG (show_header, "show-header", \
    N_("zenity: the lists of --forms show their column titles")) \
  TEXTS (columns, "column", "TITLE", \
    N_("zenity: a column of --list titled TITLE. Repeatable")) \
  FLAG (checklist, "checklist", \
    N_("zenity: --list's first column is check boxes, TRUE or FALSE in each row; prints the rows checked")) \
  FLAG (radiolist, "radiolist", \
    N_("zenity: --list's first column is radio buttons, TRUE or FALSE in each row; prints the row checked")) \
  FLAG (imagelist, "imagelist", \
    N_("zenity: --list's first column is images, each cell the image file's path (still what is printed)")) \
  FLAG (multiple, "multiple", \
    N_("zenity: several rows of --list can be selected")) \
  TEXT (separator, "separator", "SEPARATOR", \
    N_("zenity: what --list prints between the values it prints (default “|”)")) \
  TEXT (print_column, "print-column", "NUMBER", \
    N_("zenity: the column --list prints, from 1, or ALL (default: the first, the second with --checklist or --radiolist)")) \
  TEXT (hide_column, "hide-column", "NUMBER", \
    N_("zenity: a column of --list not shown, from 1 (it is still printed)")) \
  FLAG (hide_header, "hide-header", \
    N_("zenity: --list without its column titles")) \
  FLAG (editable, "editable", \
    N_("zenity: the cells of --list can be edited (double click); the rows are printed as edited")) \
  FLAG (mid_search, "mid-search", \
    N_("zenity: accepted; GTK 4.8's list has no type-to-find to change")) \
  FLAG (text_info, "text-info", \
    N_("zenity: a text to read, from --filename or stdin; OK prints it with --editable")) \
  TEXT (filename, "filename", "FILE", \
    N_("zenity: the file --text-info shows")) \
  TEXT (checkbox, "checkbox", "TEXT", \
    N_("zenity: a check button labelled TEXT under --text-info's text; OK answers only while it is checked")) \
  FLAG (auto_scroll, "auto-scroll", \
    N_("zenity: --text-info scrolls to the end as stdin's text comes")) \
  TEXT (font, "font", "FONT", \
    N_("zenity: accepted; --text-info shows the theme's font")) \
  FLAG (html, "html", \
    N_("zenity: refused: alert has no web engine to show HTML")) \
  TEXT (url, "url", "URL", \
    N_("zenity: refused: alert has no web engine to show a web page")) \
  FLAG (no_interaction, "no-interaction", \
    N_("zenity: refused: it belongs to --html, and alert has no web engine")) \
  FLAG (file_selection, "file-selection", \
    N_("zenity: GTK's file chooser; prints the path chosen, or with --multiple the paths joined by --separator; --filename is the folder and name it starts at")) \
  FLAG (directory, "directory", \
    N_("zenity: --file-selection chooses folders")) \
  FLAG (save, "save", \
    N_("zenity: --file-selection names a file to save, and asks before one is overwritten")) \
  FLAG (confirm_overwrite, "confirm-overwrite", \
    N_("zenity: accepted; --save always asks before a file is overwritten (GTK 4)")) \
  TEXTS (file_filters, "file-filter", "NAME | PATTERN…", \
    N_("zenity: a filter of --file-selection: a name, “|”, and the patterns of the files it shows; or the patterns alone. Repeatable")) \
  TEXT (window_icon, "window-icon", "ICON", \
    N_("zenity: the window's icon: a file, an icon name, or error, warning, info or question")) \
  TEXT (program_class, "class", "CLASS", \
    N_("zenity: the window's class, by which window managers match it (X11's WM_CLASS); ignored on Wayland")) \
  TEXT (program_name, "name", "NAME", \
    N_("zenity: the program name, by which window managers match the window (X11's WM_CLASS, Wayland's app id), as --app-id")) \
  TEXT (attach, "attach", "WINDOW", \
    N_("zenity: the X window the dialog stands over (transient for), by its id: decimal or 0x hexadecimal; ignored on Wayland")) \
  TEXT (gtk_module, "gtk-module", "MODULES", \
    N_("zenity: accepted; GTK 4 loads no modules")) \
  FLAG (g_fatal_warnings, "g-fatal-warnings", \
    N_("zenity: GLib warnings and criticals end the program (GLib's meaning)")) \
  FLAG (scale, "scale", \
    N_("zenity: a scale to pick a whole number with (--value, from 0 by default); prints the number")) \
  TEXT (min_value, "min-value", "VALUE", \
    N_("zenity: the least value of --scale (default 0)")) \
  TEXT (max_value, "max-value", "VALUE", \
    N_("zenity: the greatest value of --scale (default 100)")) \
  TEXT (step, "step", "VALUE", \
    N_("zenity: how far the arrow keys move --scale (default 1)")) \
  FLAG (print_partial, "print-partial", \
    N_("zenity: --scale prints each value as it changes, one a line")) \
  FLAG (hide_value, "hide-value", \
    N_("zenity: --scale does not show its value")) \
  FLAG (calendar, "calendar", \
    N_("zenity: a calendar to pick a date with (today by default); prints the date")) \
  TEXT (day, "day", "DAY", \
    N_("zenity: the day --calendar starts at")) \
  TEXT (month, "month", "MONTH", \
    N_("zenity: the month --calendar starts at, 1 to 12")) \
  TEXT (year, "year", "YEAR", \
    N_("zenity: the year --calendar starts at")) \
  TEXT (date_format, "date-format", "PATTERN", \
    N_("zenity: how --calendar prints the date, in strftime's form (default %x, the locale's)")) \
  FLAG (color_selection, "color-selection", \
    N_("zenity: a colour chooser; prints the colour as rgb(r,g,b) or rgba(r,g,b,a)")) \
  TEXT (color, "color", "VALUE", \
    N_("zenity: the colour --color-selection starts at (a name, #rrggbb, rgb(…), rgba(…))")) \
  FLAG (show_palette, "show-palette", \
    N_("zenity: --color-selection shows its palette instead of its editor")) \
  FLAG (notification, "notification", \
    N_("zenity: sends --text as a desktop notification (its first line the summary, the rest the body) and exits")) \
  FLAG (listen, "listen", \
    N_("zenity: --notification reads commands from stdin, one a line: message:TEXT sends a notification, icon:ICON and hints:NAME:VALUE set those of the next ones")) \
  TEXTS (hints, "hint", "NAME:VALUE", \
    N_("zenity: a hint of --notification, NAME:VALUE (urgency:2, category:email, transient:true, …). Repeatable")) \
  FLAG (about, "about", \
    N_("zenity: GTK's about dialog, naming alert and its version; Close or Escape exits 1, as zenity's does")) \
  FLAG (required, "required", \
    N_("The default button (every button but the cancel one, without a default) stays disabled while a field is empty"))

#define ALERT_OPTION_STORAGE_TEXT(field, ...) char *field;
#define ALERT_OPTION_STORAGE_TEXTS(field, ...) char **field;
#define ALERT_OPTION_STORAGE_FLAG(field, ...) int field;
#define ALERT_OPTION_STORAGE_NONE(...)

/* What the command line says, as GOption wrote it: one field an option of ALERT_OPTIONS,
 * named as there, then what the callbacks collect. */
typedef struct
{
  ALERT_OPTIONS (ALERT_OPTION_STORAGE_TEXT, ALERT_OPTION_STORAGE_TEXTS, ALERT_OPTION_STORAGE_FLAG,
                 ALERT_OPTION_STORAGE_NONE)
  /* --username, alone (zenity's flag) or --username=USER. */
  int username;
  char *username_text;
  /* --field, --secret, --value and --forms' --add-* in the order given; field_count of them. */
  AlertFieldArgument *fields;
  int field_count;
} AlertArguments;

/* The table for g_option_context_add_main_entries (a GOptionEntry array, ended by an
 * empty entry), whose descriptions GOption translates in the domain it is given. */
const void *alert_option_entries (void);

/* Where GOption writes the values of that table. */
const AlertArguments *alert_options (void);

/* The --item options, in command-line order: `count` labels (the bytes given; `labels`
 * NULL-terminated, NULL while none), and for each whether --unchecked followed it. */
typedef struct
{
  char **labels;
  int *unchecked;
  int count;
} AlertItemArguments;

/* The table of --item and --unchecked (GOption callbacks, alert-item-options.c), for
 * g_option_context_add_main_entries as alert_option_entries' is. */
const void *alert_item_option_entries (void);

/* What those callbacks read. */
const AlertItemArguments *alert_item_options (void);
