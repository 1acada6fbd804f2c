"""Run inside a framework environment: for each `module:name`, does it exist, is it
callable, is it a coroutine function."""

import importlib
import inspect
import json
import sys

found = {}
for spec in sys.argv[1:]:
    module_name, name = spec.split(":")
    try:
        target = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError):
        found[spec] = {"exists": False}
        continue
    found[spec] = {
        "exists": True,
        "callable": callable(target),
        "async": inspect.iscoroutinefunction(inspect.unwrap(target)),
    }
print(json.dumps(found))
