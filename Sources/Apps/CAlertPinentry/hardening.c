#include "alert-pinentry-hardening.h"

#include <sys/prctl.h>

int alert_pinentry_set_undumpable(void) {
    return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}
