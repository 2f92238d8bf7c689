/* The benchmark tools' clock: CLOCK_MONOTONIC in milliseconds, as a double. */
#pragma once
#include <time.h>

static inline double
now_ms (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}
