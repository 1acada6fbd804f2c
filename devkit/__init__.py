"""Tool Devkit: make AI-agent tools correct before they ship.

Import the SDK of your context design from `devkit.agent`, `devkit.mcp` or `devkit.adk`.
This package root stays import-light: the checker and the CLI load it on every run.
"""

__version__ = "0.1.0"
