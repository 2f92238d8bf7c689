/* zenity's --imagelist: the first column of a list (list.c) shown as the images its
 * cells name. */
#include "pk-gtk.h"
#include "list-row.h"

/* A cell of images: the picture, or the path as text when its file does not load; made
 * at each bind, since which of the two it is depends on the row (and a hidden one would
 * still be read over AT-SPI). Loaded here, not by GtkPicture, which would log a warning on
 * the script's stderr for a file that is not an image. */
static void
pk_list_image_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  (void) data;
  PkListRow *row = gtk_list_item_get_item (item);
  const char *path = pk_list_row_cell (row, 0);
  GdkTexture *texture = path[0] != '\0' ? gdk_texture_new_from_filename (path, NULL) : NULL;
  GtkWidget *cell;
  if (texture != NULL)
    {
      cell = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_picture_set_can_shrink (GTK_PICTURE (cell), FALSE);
      gtk_picture_set_alternative_text (GTK_PICTURE (cell), path);
      gtk_widget_set_halign (cell, GTK_ALIGN_START);
      g_object_unref (texture);
    }
  else
    {
      cell = gtk_label_new (path);
      gtk_label_set_xalign (GTK_LABEL (cell), 0);
    }
  /* Named with its column as the other cells are; a picture's path stays its description. */
  pk_list_name_cell (cell, GTK_LIST_ITEM_FACTORY (factory), path);
  gtk_list_item_set_child (item, cell);
}

static void
pk_list_image_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  (void) factory;
  (void) data;
  gtk_list_item_set_child (item, NULL);
}

void
pk_list_show_images (GtkWidget *list)
{
  GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (pk_list_get_view (list)));
  GtkColumnViewColumn *first = g_list_model_get_item (columns, 0);
  if (first == NULL)
    return;
  GtkListItemFactory *factory = pk_list_factory (NULL, G_CALLBACK (pk_list_image_bind),
                                                 G_CALLBACK (pk_list_image_unbind), NULL);
  pk_list_factory_set_column (factory, first);
  gtk_column_view_column_set_factory (first, factory);
  gtk_column_view_column_set_expand (first, FALSE);
  g_object_unref (factory);
  g_object_unref (first);
}
