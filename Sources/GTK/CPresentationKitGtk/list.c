/* A list of rows under an alert's message (zenity's --list): a GtkColumnView over a
 * GListStore of PkListRow, in a scrolled window. A first column of check buttons (a
 * checklist) or of radio buttons (a radiolist), or rows selected one or several at a
 * time; cells shown literally, or editable. Return and a double click emit the view's
 * "activate"; Space toggles the selected row's check. The same widget goes into GTK's
 * message area and into libadwaita's extra child. */
#include "pk-gtk.h"
#include "list-row.h"

#define PK_LIST_STORE_KEY "pk-list-store"
#define PK_LIST_VIEW_KEY "pk-list-view"
#define PK_LIST_SELECTION_KEY "pk-list-selection"
#define PK_LIST_TOGGLES_KEY "pk-list-toggles"
#define PK_LIST_COLUMNS_KEY "pk-list-columns"
#define PK_LIST_BINDING_KEY "pk-list-binding"
#define PK_LIST_EDIT_HANDLER_KEY "pk-list-edit-handler"
#define PK_LIST_GROUP_KEY "pk-list-group"
#define PK_LIST_FACTORY_KEY "pk-list-factory"

/* ---- One row: its cells and whether its toggle is on ---------------------------------- */

struct _PkListRow
{
  GObject parent_instance;
  char **cells;
  int count;
  gboolean active;
  GtkWidget *check; /* the check button showing the row while one is bound to it (weak) */
};

G_DEFINE_FINAL_TYPE (PkListRow, pk_list_row, G_TYPE_OBJECT)

enum
{
  PK_LIST_ROW_PROP_ACTIVE = 1,
  PK_LIST_ROW_N_PROPS
};

static GParamSpec *pk_list_row_props[PK_LIST_ROW_N_PROPS];

static void
pk_list_row_get_property (GObject *object, guint id, GValue *value, GParamSpec *spec)
{
  if (id == PK_LIST_ROW_PROP_ACTIVE)
    g_value_set_boolean (value, PK_LIST_ROW (object)->active);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, spec);
}

static void
pk_list_row_set_property (GObject *object, guint id, const GValue *value, GParamSpec *spec)
{
  PkListRow *row = PK_LIST_ROW (object);
  if (id != PK_LIST_ROW_PROP_ACTIVE)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, spec);
      return;
    }
  gboolean active = g_value_get_boolean (value);
  if (row->active != active)
    {
      row->active = active;
      g_object_notify_by_pspec (object, pk_list_row_props[PK_LIST_ROW_PROP_ACTIVE]);
    }
}

static void
pk_list_row_finalize (GObject *object)
{
  g_strfreev (PK_LIST_ROW (object)->cells);
  g_clear_weak_pointer (&PK_LIST_ROW (object)->check);
  G_OBJECT_CLASS (pk_list_row_parent_class)->finalize (object);
}

static void
pk_list_row_class_init (PkListRowClass *class)
{
  GObjectClass *object_class = G_OBJECT_CLASS (class);
  object_class->get_property = pk_list_row_get_property;
  object_class->set_property = pk_list_row_set_property;
  object_class->finalize = pk_list_row_finalize;
  pk_list_row_props[PK_LIST_ROW_PROP_ACTIVE] =
      g_param_spec_boolean ("active", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, PK_LIST_ROW_N_PROPS, pk_list_row_props);
}

static void
pk_list_row_init (PkListRow *row)
{
  (void) row;
}

const char *
pk_list_row_cell (PkListRow *row, int column)
{
  return column >= 0 && column < row->count && row->cells[column] != NULL ? row->cells[column] : "";
}

/* ---- The cells ------------------------------------------------------------------------ */

static GListStore *
pk_list_store (GtkWidget *list)
{
  return g_object_get_data (G_OBJECT (list), PK_LIST_STORE_KEY);
}

static void
pk_list_label_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  (void) factory;
  (void) column;
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
pk_list_label_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  PkListRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  const char *text = pk_list_row_cell (row, GPOINTER_TO_INT (column));
  gtk_label_set_text (GTK_LABEL (label), text);
  pk_list_name_cell (label, GTK_LIST_ITEM_FACTORY (factory), text);
}

static void
pk_list_editable_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  (void) factory;
  (void) column;
  /* A text box, as what it edits is (GTK's own role, generic, is one GTK 4.18 names
   * nothing: the cell's name with its column would be lost there). */
  gtk_list_item_set_child (item, g_object_new (GTK_TYPE_EDITABLE_LABEL, "text", "", "accessible-role",
                                               GTK_ACCESSIBLE_ROLE_TEXT_BOX, NULL));
}

/* An edited cell's text goes into its row (the editable label's column is on it). */
static void
pk_list_on_edited (GtkWidget *editable, GParamSpec *spec, GtkListItem *item)
{
  (void) spec;
  PkListRow *row = gtk_list_item_get_item (item);
  int column = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (editable), PK_LIST_COLUMNS_KEY));
  if (row == NULL || column < 0 || column >= row->count)
    return;
  g_free (row->cells[column]);
  row->cells[column] = g_strdup (gtk_editable_get_text (GTK_EDITABLE (editable)));
  pk_list_name_cell (editable, g_object_get_data (G_OBJECT (editable), PK_LIST_FACTORY_KEY), row->cells[column]);
  /* The check is named by a cell of its row, maybe this one. */
  if (row->check != NULL)
    pk_list_name_toggle (row->check, g_object_get_data (G_OBJECT (row->check), PK_LIST_FACTORY_KEY), row);
}

static void
pk_list_editable_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  PkListRow *row = gtk_list_item_get_item (item);
  GtkWidget *editable = gtk_list_item_get_child (item);
  const char *text = pk_list_row_cell (row, GPOINTER_TO_INT (column));
  gtk_editable_set_text (GTK_EDITABLE (editable), text);
  pk_list_name_cell (editable, GTK_LIST_ITEM_FACTORY (factory), text);
  g_object_set_data (G_OBJECT (editable), PK_LIST_COLUMNS_KEY, column);
  g_object_set_data (G_OBJECT (editable), PK_LIST_FACTORY_KEY, factory);
  gulong handler = g_signal_connect (editable, "notify::text", G_CALLBACK (pk_list_on_edited), item);
  g_object_set_data (G_OBJECT (editable), PK_LIST_EDIT_HANDLER_KEY, GSIZE_TO_POINTER (handler));
}

static void
pk_list_editable_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  (void) factory;
  (void) column;
  GtkWidget *editable = gtk_list_item_get_child (item);
  gulong handler = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (editable), PK_LIST_EDIT_HANDLER_KEY));
  if (handler != 0)
    g_signal_handler_disconnect (editable, handler);
  g_object_set_data (G_OBJECT (editable), PK_LIST_EDIT_HANDLER_KEY, NULL);
}

/* A check button; in a radiolist it shares a group with a hidden button of its own, so
 * it draws and reads as a radio button, and a click cannot uncheck it. */
static void
pk_list_toggle_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer radio)
{
  (void) factory;
  GtkWidget *check = gtk_check_button_new ();
  /* The keyboard stays on the rows: Space toggles the row's check (pk_list_on_key), and
   * Return chooses, as it does on a row. */
  gtk_widget_set_focusable (check, FALSE);
  if (GPOINTER_TO_INT (radio))
    {
      GtkWidget *group = g_object_ref_sink (gtk_check_button_new ());
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (group));
      g_object_set_data_full (G_OBJECT (check), PK_LIST_GROUP_KEY, group, g_object_unref);
    }
  gtk_list_item_set_child (item, check);
}

static void
pk_list_toggle_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer radio)
{
  (void) radio;
  PkListRow *row = gtk_list_item_get_item (item);
  GtkWidget *check = gtk_list_item_get_child (item);
  GBinding *binding = g_object_bind_property (row, "active", check, "active",
                                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_set_data (G_OBJECT (check), PK_LIST_BINDING_KEY, binding);
  /* Read over AT-SPI as a check box (radio button) named by its column and the row. */
  pk_list_name_toggle (check, GTK_LIST_ITEM_FACTORY (factory), row);
  g_object_set_data (G_OBJECT (check), PK_LIST_FACTORY_KEY, factory);
  g_set_weak_pointer (&row->check, check);
}

static void
pk_list_toggle_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer radio)
{
  (void) factory;
  (void) radio;
  GtkWidget *check = gtk_list_item_get_child (item);
  PkListRow *row = gtk_list_item_get_item (item);
  if (row != NULL && row->check == check)
    g_clear_weak_pointer (&row->check);
  GBinding *binding = g_object_get_data (G_OBJECT (check), PK_LIST_BINDING_KEY);
  if (binding != NULL)
    g_binding_unbind (binding);
  g_object_set_data (G_OBJECT (check), PK_LIST_BINDING_KEY, NULL);
}

GtkListItemFactory *
pk_list_factory (GCallback setup, GCallback bind, GCallback unbind, gpointer data)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  if (setup != NULL)
    g_signal_connect (factory, "setup", setup, data);
  g_signal_connect (factory, "bind", bind, data);
  if (unbind != NULL)
    g_signal_connect (factory, "unbind", unbind, data);
  return factory;
}

/* ---- Toggles, activation and keys ----------------------------------------------------- */

/* In a radiolist, the row just checked unchecks every other. */
static void
pk_list_on_row_active (PkListRow *row, GParamSpec *spec, GListStore *store)
{
  (void) spec;
  if (!row->active)
    return;
  guint count = g_list_model_get_n_items (G_LIST_MODEL (store));
  for (guint i = 0; i < count; i++)
    {
      PkListRow *other = g_list_model_get_item (G_LIST_MODEL (store), i);
      if (other != row && other->active)
        g_object_set (other, "active", FALSE, NULL);
      g_object_unref (other);
    }
}

/* Return or a double click on a row: the row is the one chosen (before the caller's
 * handler, connected later, chooses the dialog's default). */
static void
pk_list_on_activate (GtkColumnView *view, guint position, GtkWidget *list)
{
  (void) view;
  GtkSelectionModel *selection = g_object_get_data (G_OBJECT (list), PK_LIST_SELECTION_KEY);
  if (!GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_LIST_TOGGLES_KEY))
      && !gtk_selection_model_is_selected (selection, position))
    gtk_selection_model_select_item (selection, position, !GTK_IS_MULTI_SELECTION (selection));
}

/* Space in a checklist or radiolist toggles the selected row's check (the row the arrow
 * keys moved to), as a click on its check would; Return there chooses as on a row of a
 * plain list (the view's "activate"), whatever has the focus inside the view. */
static gboolean
pk_list_on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                GtkWidget *list)
{
  (void) controller;
  (void) keycode;
  int toggles = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_LIST_TOGGLES_KEY));
  if (toggles != 0 && (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter))
    {
      g_signal_emit_by_name (pk_list_get_view (list), "activate", 0u);
      return TRUE;
    }
  if (toggles == 0 || (keyval != GDK_KEY_space && keyval != GDK_KEY_KP_Space)
      || (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  GtkSelectionModel *selection = g_object_get_data (G_OBJECT (list), PK_LIST_SELECTION_KEY);
  guint position = gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection));
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;
  PkListRow *row = g_list_model_get_item (G_LIST_MODEL (pk_list_store (list)), position);
  g_object_set (row, "active", toggles == PK_LIST_RADIOLIST ? TRUE : !row->active, NULL);
  g_object_unref (row);
  return TRUE;
}

/* ---- The list ------------------------------------------------------------------------- */

GtkWidget *
pk_list_new (const char *const *titles, int count, int toggles, gboolean multiple, gboolean editable)
{
  GtkWidget *list = gtk_scrolled_window_new ();
  GListStore *store = g_list_store_new (PK_TYPE_LIST_ROW);
  GtkSelectionModel *selection;
  if (multiple && toggles == 0)
    selection = GTK_SELECTION_MODEL (gtk_multi_selection_new (g_object_ref (G_LIST_MODEL (store))));
  else
    {
      GtkSingleSelection *single = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (store)));
      /* As zenity's: no row is chosen until the person chooses one. */
      gtk_single_selection_set_autoselect (single, FALSE);
      gtk_single_selection_set_can_unselect (single, TRUE);
      selection = GTK_SELECTION_MODEL (single);
    }
  /* The selections and the view take the models they are given: the list keeps its own. */
  GtkWidget *view = gtk_column_view_new (g_object_ref (selection));
  gtk_column_view_set_show_column_separators (GTK_COLUMN_VIEW (view), TRUE);
  for (int i = 0; i < count; i++)
    {
      GtkListItemFactory *factory;
      if (i == 0 && toggles != 0)
        factory = pk_list_factory (G_CALLBACK (pk_list_toggle_setup), G_CALLBACK (pk_list_toggle_bind),
                                   G_CALLBACK (pk_list_toggle_unbind), GINT_TO_POINTER (toggles == PK_LIST_RADIOLIST));
      else if (editable)
        factory = pk_list_factory (G_CALLBACK (pk_list_editable_setup), G_CALLBACK (pk_list_editable_bind),
                                   G_CALLBACK (pk_list_editable_unbind), GINT_TO_POINTER (i));
      else
        factory = pk_list_factory (G_CALLBACK (pk_list_label_setup), G_CALLBACK (pk_list_label_bind), NULL,
                                   GINT_TO_POINTER (i));
      GtkColumnViewColumn *column = gtk_column_view_column_new (titles[i], factory);
      pk_list_factory_set_column (factory, column);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_column_set_expand (column, i == count - 1);
      gtk_column_view_append_column (GTK_COLUMN_VIEW (view), column);
      g_object_unref (column);
    }
  g_signal_connect (view, "activate", G_CALLBACK (pk_list_on_activate), list);
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (pk_list_on_key), list);
  gtk_widget_add_controller (view, keys);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list), view);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (list), TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (list), PK_LIST_MIN_HEIGHT);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (list), PK_LIST_MAX_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (list), TRUE);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (list), PK_LIST_MIN_WIDTH);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (list), PK_LIST_MAX_WIDTH);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (list), TRUE);
  gtk_widget_set_vexpand (list, TRUE);
  gtk_widget_set_margin_top (list, 6);

  /* The list keeps the store and the selection (the view holds the selection too). */
  g_object_set_data_full (G_OBJECT (list), PK_LIST_STORE_KEY, store, g_object_unref);
  g_object_set_data_full (G_OBJECT (list), PK_LIST_SELECTION_KEY, selection, g_object_unref);
  g_object_set_data (G_OBJECT (list), PK_LIST_VIEW_KEY, view);
  g_object_set_data (G_OBJECT (list), PK_LIST_TOGGLES_KEY, GINT_TO_POINTER (toggles));
  g_object_set_data (G_OBJECT (list), PK_LIST_COLUMNS_KEY, GINT_TO_POINTER (count));
  return list;
}

GtkWidget *
pk_list_get_view (GtkWidget *list)
{
  return g_object_get_data (G_OBJECT (list), PK_LIST_VIEW_KEY);
}

void
pk_list_append (GtkWidget *list, const char *const *cells, int rows, int columns, const gboolean *active)
{
  GListStore *store = pk_list_store (list);
  gboolean radio = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_LIST_TOGGLES_KEY)) == PK_LIST_RADIOLIST;
  PkListRow **made = g_new (PkListRow *, rows);
  for (int r = 0; r < rows; r++)
    {
      PkListRow *row = g_object_new (PK_TYPE_LIST_ROW, NULL);
      row->cells = g_new0 (char *, columns + 1);
      for (int i = 0; i < columns; i++)
        {
          const char *cell = cells[r * columns + i];
          row->cells[i] = g_strdup (cell != NULL ? cell : "");
        }
      row->count = columns;
      /* A radiolist's checked rows are checked once they are in the store, below. */
      row->active = active[r] && !radio;
      if (radio)
        g_signal_connect_object (row, "notify::active", G_CALLBACK (pk_list_on_row_active), store, 0);
      made[r] = row;
    }
  /* One change for the lot: the view lays out once, however many rows come. */
  guint position = g_list_model_get_n_items (G_LIST_MODEL (store));
  g_list_store_splice (store, position, 0, (gpointer *) made, rows);
  for (int r = 0; r < rows; r++)
    {
      /* A radiolist has one row checked at most: the last one given TRUE wins. */
      if (radio && active[r])
        g_object_set (made[r], "active", TRUE, NULL);
      g_object_unref (made[r]);
    }
  g_free (made);
}

guint
pk_list_get_n_rows (GtkWidget *list)
{
  return g_list_model_get_n_items (G_LIST_MODEL (pk_list_store (list)));
}

int
pk_list_get_n_columns (GtkWidget *list)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_LIST_COLUMNS_KEY));
}

const char *
pk_list_get_cell (GtkWidget *list, guint row, int column)
{
  PkListRow *item = g_list_model_get_item (G_LIST_MODEL (pk_list_store (list)), row);
  if (item == NULL)
    return "";
  const char *cell = pk_list_row_cell (item, column);
  g_object_unref (item); /* the store keeps the row, and so the cell */
  return cell;
}

gboolean
pk_list_row_is_chosen (GtkWidget *list, guint row)
{
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_LIST_TOGGLES_KEY)) != 0)
    {
      PkListRow *item = g_list_model_get_item (G_LIST_MODEL (pk_list_store (list)), row);
      if (item == NULL)
        return FALSE;
      gboolean active = item->active;
      g_object_unref (item);
      return active;
    }
  GtkSelectionModel *selection = g_object_get_data (G_OBJECT (list), PK_LIST_SELECTION_KEY);
  return gtk_selection_model_is_selected (selection, row);
}

void
pk_list_set_column_visible (GtkWidget *list, int column, gboolean visible)
{
  GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (pk_list_get_view (list)));
  GtkColumnViewColumn *item = g_list_model_get_item (columns, column);
  if (item == NULL)
    return;
  gtk_column_view_column_set_visible (item, visible);
  g_object_unref (item);
}

void
pk_list_set_headers_visible (GtkWidget *list, gboolean visible)
{
  /* GTK 4.8's column view has no property for it: its header is its child named "header". */
  for (GtkWidget *child = gtk_widget_get_first_child (pk_list_get_view (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_css_name (child), "header") == 0)
      gtk_widget_set_visible (child, visible);
}

void
pk_list_focus (GtkWidget *list)
{
  gtk_widget_grab_focus (pk_list_get_view (list));
}

/* A form's list selects the row the focus reaches when none is selected, as zenity 3.44's
 * GTK 3 tree view does: a form whose list has the focus prints its first row untouched. */
static void
pk_list_on_focus_enter (GtkEventControllerFocus *controller, GtkWidget *list)
{
  (void) controller;
  GtkSelectionModel *selection = g_object_get_data (G_OBJECT (list), PK_LIST_SELECTION_KEY);
  if (GTK_IS_SINGLE_SELECTION (selection)
      && gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection)) == GTK_INVALID_LIST_POSITION
      && g_list_model_get_n_items (G_LIST_MODEL (selection)) > 0)
    gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (selection), 0);
}

void
pk_list_select_on_focus (GtkWidget *list)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (pk_list_on_focus_enter), list);
  gtk_widget_add_controller (pk_list_get_view (list), focus);
}
