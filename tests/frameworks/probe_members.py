"""Run inside a framework environment: the public members of a class, sync or async."""

import importlib
import inspect
import json
import sys

module_name, class_name = sys.argv[1].split(":")
cls = getattr(importlib.import_module(module_name), class_name)
skip = set()
try:  # the mcp SDK's Context is a pydantic model: BaseModel's own API is not the context's
    import pydantic

    if issubclass(cls, pydantic.BaseModel):
        skip = set(dir(pydantic.BaseModel))
except ImportError:
    pass
members = {}
for name in dir(cls):
    if name.startswith("_") or name in skip:
        continue
    raw = inspect.getattr_static(cls, name)
    if isinstance(raw, property):
        members[name] = "property"
        continue
    function = getattr(raw, "__func__", raw)
    if not callable(function):
        members[name] = "property"
        continue
    function = inspect.unwrap(function)  # @deprecated wraps coroutine functions
    members[name] = "async" if inspect.iscoroutinefunction(function) else "sync"
# Dataclass fields are members too (set per instance, so not in the class's dir()).
import dataclasses  # noqa: E402

if dataclasses.is_dataclass(cls):
    for f in dataclasses.fields(cls):
        if not f.name.startswith("_") and f.name not in skip:
            members.setdefault(f.name, "property")
# So are a pydantic model's fields (not in the class's dir() either), when it is not the
# context itself (the mcp SDK's Context keeps its fields private).
if skip and len(sys.argv) > 2 and sys.argv[2] == "--fields":
    for name in cls.model_fields:
        if not name.startswith("_"):
            members.setdefault(name, "property")
print(json.dumps(members))
