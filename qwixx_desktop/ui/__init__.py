"""The Qt window. Everything else in the package works without Qt."""
