/* libadwaita's C API for Swift (pkg-config libadwaita-1), for PresentationKitAdwaita only:
 * apps that do not use that product never need libadwaita. What the library does with it
 * in C lives in CPresentationKitAdwaita, declared in pk-adw.h. */
#ifndef PK_CADWAITA_H
#define PK_CADWAITA_H

#include <adwaita.h>

#endif /* PK_CADWAITA_H */
