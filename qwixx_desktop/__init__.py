"""Qwixx Desktop: the Qwixx family of dice games against computer opponents."""

__version__ = "0.1.0"
