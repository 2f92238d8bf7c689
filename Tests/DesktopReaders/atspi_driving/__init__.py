"""The AT-SPI driver's parts, one concern a module; ../atspi_driver.py runs them and its
docstring documents the line protocol and every operation.

Atspi 2.0 is the version every module reads: required here, before any of them imports it."""

import gi

gi.require_version("Atspi", "2.0")
