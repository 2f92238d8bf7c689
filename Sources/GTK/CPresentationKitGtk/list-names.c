/* What a screen reader reads of a list's cells (list.c): each visible cell is named with
 * its column, "Size: 4 KB". GTK 4's AT-SPI has no table interface (GTK 4.8 and 4.18), so
 * Orca cannot ask a cell for its column header as it does in a GTK 3 tree view: without
 * the column in the name a person hears "4 KB" and must guess which column it is, and an
 * empty cell read "GtkLabel" (GTK 4.8 names an unnamed widget by its type). The column
 * comes first, as a field's label does, so moving along a row says what each value is.
 * Hidden columns have no cells on screen and are not read; --hide-header hides the
 * titles, not what they mean, so the names keep them. Names are plain text: markup, tabs
 * and newlines reach the screen reader as the cell shows them. */
#include "pk-gtk.h"
#include "list-row.h"

#define PK_LIST_FACTORY_COLUMN_KEY "pk-list-factory-column"

void
pk_list_factory_set_column (GtkListItemFactory *factory, GtkColumnViewColumn *column)
{
  /* Not a reference: the column owns its factory, which binds only while it does. */
  g_object_set_data (G_OBJECT (factory), PK_LIST_FACTORY_COLUMN_KEY, column);
}

static GtkColumnViewColumn *
pk_list_factory_column (GtkListItemFactory *factory)
{
  return g_object_get_data (G_OBJECT (factory), PK_LIST_FACTORY_COLUMN_KEY);
}

/* "Title: text", or the text alone under a column with no title (zenity's scripts often
 * give a checklist's column ""). */
static char *
pk_list_cell_name (GtkColumnViewColumn *column, const char *text)
{
  const char *title = column != NULL ? gtk_column_view_column_get_title (column) : NULL;
  if (title == NULL || title[0] == '\0')
    return g_strdup (text);
  return g_strdup_printf ("%s: %s", title, text);
}

void
pk_list_name_cell (GtkWidget *cell, GtkListItemFactory *factory, const char *text)
{
  char *name = pk_list_cell_name (pk_list_factory_column (factory), text);
  pk_accessible_set_label (cell, name);
  g_free (name);
}

/* The text a row is known by: its first cell on screen past the toggles' column (hidden
 * columns are not read), or "" when no other column is shown. */
static const char *
pk_list_row_shown_text (PkListRow *row, GtkColumnViewColumn *toggles)
{
  GtkColumnView *view = toggles != NULL ? gtk_column_view_column_get_column_view (toggles) : NULL;
  if (view == NULL)
    return pk_list_row_cell (row, 1);
  GListModel *columns = gtk_column_view_get_columns (view);
  guint count = g_list_model_get_n_items (columns);
  for (guint i = 1; i < count; i++)
    {
      GtkColumnViewColumn *column = g_list_model_get_item (columns, i);
      gboolean visible = gtk_column_view_column_get_visible (column);
      g_object_unref (column);
      if (visible)
        return pk_list_row_cell (row, (int) i);
    }
  return "";
}

void
pk_list_name_toggle (GtkWidget *check, GtkListItemFactory *factory, PkListRow *row)
{
  GtkColumnViewColumn *column = pk_list_factory_column (factory);
  char *name = pk_list_cell_name (column, pk_list_row_shown_text (row, column));
  pk_accessible_set_label (check, name);
  g_free (name);
}
