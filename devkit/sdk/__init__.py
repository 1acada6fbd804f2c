"""Pieces shared by the three SDK profiles."""
