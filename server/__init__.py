"""The Tool Devkit language server (installed as `devkit_server`).

A thin adapter: every diagnostic, fix, hover text and completion comes from `devkit`.
"""
