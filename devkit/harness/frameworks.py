"""The child's way to real frameworks: each profile that has a harness adapter runs its
tools through the framework itself (see `Profile.harness`). Nothing here names one."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import Any

from pydantic import ValidationError

from ..profiles import PROFILES
from .options import HarnessUsageError
from .recording import Sink
from .request import Invocation, describe_validation_error


def missing_framework(exc: BaseException) -> str | None:
    """The message for a user module that imports a framework this interpreter lacks."""
    if not isinstance(exc, ModuleNotFoundError) or not exc.name:
        return None
    for profile in PROFILES.values():
        module = profile.module
        related = (
            exc.name == module
            or module.startswith(exc.name + ".")
            or exc.name.startswith(module + ".")
        )
        if profile.distribution and related:
            return (
                f"{profile.distribution} is not installed in {sys.executable} (the module "
                f"imports {exc.name!r}); install it there (`{sys.executable} -m pip install "
                f"{profile.distribution}`) or choose the project's interpreter with --python"
            )
    return None


def _in_use(profile: Any) -> bool:
    """Whether the user's module imported this framework (any module a spelling lives in)."""
    modules = {profile.module, *(s.qualified.rpartition(".")[0] for s in profile.spellings)}
    return any(m in sys.modules for m in modules)


def run_through_framework(
    module: ModuleType, wanted: str, request: Invocation, sink: Sink
) -> str | None:
    """The status of running `wanted` through the framework whose server the module
    defines, or None when it defines none."""
    for profile in PROFILES.values():
        if profile.harness is None or not _in_use(profile):
            continue
        adapter: Any = importlib.import_module(profile.harness)
        server = adapter.find_server(module)
        if server is None:
            continue
        try:
            options = adapter.OPTIONS.model_validate(request.framework)
        except ValidationError as exc:
            raise HarnessUsageError(describe_validation_error(exc)) from None
        return adapter.run(server, wanted, request, sink, options, request.framework_secret)
    return None


def adapter_for(server: Any) -> tuple[Any, str] | None:
    """(harness adapter, profile name) for a framework server object, if it is one."""
    for profile in PROFILES.values():
        if profile.harness is None or not _in_use(profile):
            continue
        adapter: Any = importlib.import_module(profile.harness)
        if adapter.is_server(server):
            return adapter, profile.name
    return None
