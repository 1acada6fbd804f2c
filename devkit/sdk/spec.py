"""What the runtime (and the harness) knows about one declared tool, whatever its profile."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, create_model

from .errors import ToolDeclarationError

SPEC_ATTRIBUTE = "__devkit_tool__"


@dataclass
class ToolSpec:
    """A tool, normalised: how to build its args and how to call it with a context."""

    profile: str
    name: str
    description: str
    fn: Callable[..., Any]
    args_model: type[BaseModel]
    context_parameter: str
    # "model": fn(args_model_instance, ctx); "kwargs": fn(**fields, <ctx param>=ctx);
    # "raw": fn(dict_of_arguments, ctx) for an unannotated args-first parameter
    call_style: str
    declarations: dict[str, Any] = field(default_factory=dict)
    owner: type | None = None  # the class of a method tool, instantiated by the harness

    @property
    def is_async(self) -> bool:
        return inspect.iscoroutinefunction(self.fn)

    def parse_args(self, raw: Any) -> BaseModel:
        """Validate raw arguments (pydantic's ValidationError names each bad field)."""
        return self.args_model.model_validate(raw if raw is not None else {})

    def call(self, args: BaseModel, ctx: Any, instance: Any = None) -> Any:
        """Call the tool; returns its result or, for async tools, a coroutine."""
        bound = (instance,) if instance is not None else ()
        if self.call_style == "model":
            return self.fn(*bound, args, ctx)
        if self.call_style == "raw":
            return self.fn(*bound, dict(args.model_extra or {}), ctx)
        values = {name: getattr(args, name) for name in type(args).model_fields}
        return self.fn(*bound, **values, **{self.context_parameter: ctx})


def get_spec(obj: Any) -> ToolSpec | None:
    """The spec of a decorated function, tool class, or `create_tool` result, if it is one."""
    spec = getattr(obj, SPEC_ATTRIBUTE, None)
    if callable(spec) and not isinstance(spec, ToolSpec):
        spec = spec()  # lazily built specs (decorators whose siblings may still be applied)
    return spec if isinstance(spec, ToolSpec) else None


def resolved_hints(fn: Callable[..., Any]) -> dict[str, Any]:
    """Annotations with strings resolved; unresolvable ones are left as written."""
    try:
        return typing.get_type_hints(fn)
    except Exception:
        return dict(getattr(fn, "__annotations__", {}))


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _is_context_annotation(annotation: Any, context_type: type) -> bool:
    if annotation is context_type:
        return True
    name = getattr(context_type, "__name__", "")
    return isinstance(annotation, str) and annotation.split(".")[-1] == name


def build_spec(
    *,
    profile: str,
    fn: Callable[..., Any],
    name: str | None,
    description: str | None,
    context_type: type,
    context_index: int = 1,
    args_model: type[BaseModel] | None = None,
    declarations: dict[str, Any] | None = None,
    skip_self: bool = False,
    owner: type | None = None,
    args_first: bool = False,
) -> ToolSpec:
    """Work out the args model and calling convention of `fn`.

    The context parameter is the one annotated with the profile's context type, else the
    one at `context_index`. Arguments are a pydantic model when the first other parameter
    is annotated with one (or `args_model` is given); otherwise a model is built from the
    remaining parameters and the tool is called with keywords. For forms whose first
    parameter is the arguments object (`args_first`), an unannotated one receives the raw
    arguments as a dict.
    """
    tool_name = name or fn.__name__
    params = list(inspect.signature(fn).parameters.values())
    if skip_self and params:
        params = params[1:]
    hints = resolved_hints(fn)
    ctx_param = next(
        (p for p in params if _is_context_annotation(hints.get(p.name), context_type)), None
    )
    if ctx_param is None:
        if len(params) <= context_index:
            raise ToolDeclarationError(
                f"tool {tool_name!r}: expected a context parameter at position "
                f"{context_index + 1} (or one annotated {context_type.__name__}); "
                f"the function takes {len(params)} parameter(s)"
            )
        ctx_param = params[context_index]
    others = [p for p in params if p is not ctx_param]

    call_style = "kwargs"
    if args_model is not None:
        call_style = "model"
    elif others and _is_model(hints.get(others[0].name)):
        args_model = hints[others[0].name]
        call_style = "model"
    elif args_first and others and others[0].name not in hints:
        args_model = create_model(f"{tool_name}_args", __config__=ConfigDict(extra="allow"))
        call_style = "raw"
    if args_model is None:
        args_model = _model_from_parameters(tool_name, others, hints)
    elif call_style == "model" and len(others) > 1:
        extra = ", ".join(p.name for p in others[1:] if p.default is inspect.Parameter.empty)
        if extra:
            raise ToolDeclarationError(
                f"tool {tool_name!r}: parameters besides the args model and the context "
                f"need defaults: {extra}"
            )
    doc = description if description is not None else inspect.getdoc(fn) or ""
    return ToolSpec(
        profile=profile,
        name=tool_name,
        description=doc.strip(),
        fn=fn,
        args_model=args_model,
        context_parameter=ctx_param.name,
        call_style=call_style,
        declarations=declarations or {},
        owner=owner,
    )


def _model_from_parameters(
    tool_name: str, params: list[inspect.Parameter], hints: dict[str, Any]
) -> type[BaseModel]:
    fields: dict[str, Any] = {}
    for p in params:
        if p.kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            continue
        annotation = hints.get(p.name, Any)
        if isinstance(annotation, str):
            annotation = Any  # unresolvable forward reference: accept anything
        default = ... if p.default is inspect.Parameter.empty else p.default
        fields[p.name] = (annotation, default)
    model_name = "".join(part.title() for part in tool_name.split("_")) + "Args"
    return create_model(model_name, __config__=ConfigDict(extra="forbid"), **fields)


def check_wants(tool_name: str, wants: tuple[str, ...], args_model: type[BaseModel]) -> None:
    """Each `wants` entry must name a field of the args model."""
    missing = [w for w in wants if w not in args_model.model_fields]
    if missing:
        known = ", ".join(args_model.model_fields) or "(none)"
        raise ToolDeclarationError(
            f"tool {tool_name!r}: wants names {', '.join(map(repr, missing))}, which "
            f"{'is' if len(missing) == 1 else 'are'} not an argument of "
            f"{args_model.__name__} (its fields: {known})"
        )
