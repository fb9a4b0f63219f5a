import os

# Tests run headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
