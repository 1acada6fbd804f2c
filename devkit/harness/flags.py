"""`devkit invoke` flags, made from option models, never declared by hand.

Two kinds of model hold them: the invocation model (`request.InvocationFile`, the fields
marked with `Flag`: what our SDK's profiles take), and one model per real-framework adapter
(`OPTIONS` in `devkit/profiles/<name>/harness.py`: every field is a flag and a key of the
invocation file's `framework` table). A field's type says the flag's kind, its description
is the help text, its constraints are checked on the command line as in the file.
"""

from __future__ import annotations

import importlib
import typing
from typing import Any

import click
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..profiles import PROFILES
from .options import HarnessUsageError, check_seconds
from .request import Flag, InvocationFile


class Seconds(click.ParamType):
    """A finite, positive number of seconds, at most a day (inf, nan and 1e300 are refused)."""

    name = "seconds"

    def convert(self, value: Any, param: Any, ctx: Any) -> float:
        try:
            return check_seconds(value)
        except HarnessUsageError as exc:
            self.fail(str(exc), param, ctx)


def option_models() -> list[type[BaseModel]]:
    models: list[type[BaseModel]] = []
    for profile in PROFILES.values():
        if profile.harness:
            model = importlib.import_module(profile.harness).OPTIONS
            if model not in models:
                models.append(model)
    return models


def field_names() -> list[str]:
    """The real frameworks' option names (the `framework` table's keys)."""
    return [name for model in option_models() for name in model.model_fields]


def invocation_flags() -> list[tuple[str, FieldInfo, Flag]]:
    """(field name, field, flag) of every invocation field that is a flag."""
    found = []
    for name, info in InvocationFile.model_fields.items():
        flag = next((m for m in info.metadata if isinstance(m, Flag)), None)
        if flag is not None:
            found.append((name, info, flag))
    return found


def copied_fields() -> list[tuple[str, bool]]:
    """(option name, is a switch) of the flags whose value goes into the request as given."""
    return [
        (flag.name or name, info.annotation is bool)
        for name, info, flag in invocation_flags()
        if not flag.parsed
    ]


def _kind(annotation: Any, info: FieldInfo) -> dict[str, Any]:
    """click's settings for a value of this type (`X | None` read as `X`)."""
    present = [a for a in typing.get_args(annotation) if a is not type(None)]
    if len(present) == 1 and type(None) in typing.get_args(annotation):
        annotation = present[0]
    if annotation is bool:
        return {"is_flag": True}
    if annotation is float:
        return {"type": Seconds()}  # every float option is a duration
    if annotation is int:
        positive = any(getattr(m, "gt", None) == 0 for m in info.metadata)
        return {"type": click.IntRange(min=1) if positive else int}
    if typing.get_origin(annotation) is typing.Literal:
        return {"type": click.Choice(typing.get_args(annotation))}
    if typing.get_origin(annotation) is list:
        return {"multiple": True}
    return {}


def _option(name: str, info: FieldInfo, flag: Flag | None = None) -> click.Option:
    param = (flag.name if flag else None) or name
    kwargs: dict[str, Any] = {"help": (flag.help if flag else None) or info.description}
    if flag is not None and flag.parsed:
        kwargs["multiple"] = flag.multiple  # text, parsed with the request
    else:
        kwargs.update(_kind(info.annotation, info))
    if flag is not None and flag.metavar:
        kwargs["metavar"] = flag.metavar
    return click.Option(["--" + param.replace("_", "-"), param], **kwargs)


def click_options() -> list[click.Option]:
    """Every flag of `devkit invoke` and `devkit watch` made from a model."""
    options = [_option(name, info, flag) for name, info, flag in invocation_flags()]
    seen = {o.name for o in options}
    for model in option_models():
        for name, info in model.model_fields.items():
            if name not in seen:
                seen.add(name)
                options.append(_option(name, info))
    return options
