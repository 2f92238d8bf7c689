/* What list.c shares with list-images.c: the row type of a list's store and the factory
 * of its cells. Private to CPresentationKitGtk (not in include/, so not in a module). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PK_TYPE_LIST_ROW (pk_list_row_get_type ())
G_DECLARE_FINAL_TYPE (PkListRow, pk_list_row, PK, LIST_ROW, GObject)

/* The cell in `column`, "" past the row's end. */
const char *pk_list_row_cell (PkListRow *row, int column);

/* A factory that connects `setup` (when not NULL), `bind` and `unbind` (when not NULL)
 * with `data`. */
GtkListItemFactory *pk_list_factory (GCallback setup, GCallback bind, GCallback unbind, gpointer data);

G_END_DECLS
