/* glibc's gettext, which Swift's Glibc module does not export. */
#include <libintl.h>
