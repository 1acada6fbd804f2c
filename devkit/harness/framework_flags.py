"""`devkit invoke` flags made from the real-framework profiles' option models (one model per
adapter: its fields are the flags, the invocation file's `framework` table and what the
child validates)."""

from __future__ import annotations

import importlib
import typing
from typing import Any

import click
from pydantic import BaseModel

from ..profiles import PROFILES


def option_models() -> list[type[BaseModel]]:
    models: list[type[BaseModel]] = []
    for profile in PROFILES.values():
        if profile.harness:
            model = importlib.import_module(profile.harness).OPTIONS
            if model not in models:
                models.append(model)
    return models


def field_names() -> list[str]:
    return [name for model in option_models() for name in model.model_fields]


def click_options() -> list[click.Option]:
    options: list[click.Option] = []
    seen: set[str] = set()
    for model in option_models():
        for name, info in model.model_fields.items():
            if name in seen:
                continue
            seen.add(name)
            flag = "--" + name.replace("_", "-")
            annotation = info.annotation
            kwargs: dict[str, Any] = {"help": info.description}
            args = [a for a in typing.get_args(annotation) if a is not type(None)]
            if annotation is bool:
                kwargs["is_flag"] = True
            elif typing.get_origin(annotation) is list:
                kwargs["multiple"] = True
            elif args and typing.get_origin(args[0]) is typing.Literal:
                kwargs["type"] = click.Choice(typing.get_args(args[0]))
            options.append(click.Option([flag, name], **kwargs))
    return options
