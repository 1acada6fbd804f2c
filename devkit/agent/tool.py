"""Declaring agent tools: the `@tool` decorator and the `Tool` base class."""

from __future__ import annotations

import functools
import re
import typing
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, TypeVar

from ..sdk.errors import ToolDeclarationError
from ..sdk.spec import SPEC_ATTRIBUTE, ToolSpec, build_spec, check_wants
from .context import ToolExecutionContext
from .credentials import Need

F = TypeVar("F", bound=Callable[..., Any])


def _check_needs(tool_name: str, needs: Any) -> tuple[Need, ...]:
    if isinstance(needs, (str, Need)) or not isinstance(needs, Sequence):
        raise ToolDeclarationError(
            f"tool {tool_name!r}: needs must be a list of Need(...), got {needs!r}"
        )
    bad = [n for n in needs if not isinstance(n, Need)]
    if bad:
        raise ToolDeclarationError(
            f"tool {tool_name!r}: every item of needs must be a Need(...); got {bad[0]!r}. "
            f"Write needs=[Need({bad[0]!r})]"
            if isinstance(bad[0], str)
            else f"tool {tool_name!r}: every item of needs must be a Need(...); got {bad[0]!r}"
        )
    return tuple(needs)


def _check_wants_shape(tool_name: str, wants: Any) -> tuple[str, ...]:
    if (
        isinstance(wants, str)
        or not isinstance(wants, Sequence)
        or not all(isinstance(w, str) for w in wants)
    ):
        raise ToolDeclarationError(
            f"tool {tool_name!r}: wants must be a list of argument names, got {wants!r}"
        )
    return tuple(wants)


def _hints_resolve(fn: Callable[..., Any]) -> bool:
    try:
        typing.get_type_hints(fn)
    except Exception:
        return False
    return True


class _LazySpec:
    """Builds a spec on first use, for tools whose annotations are not resolvable yet."""

    def __init__(self, build: Callable[[], ToolSpec]) -> None:
        self._build = functools.cache(build)

    def __call__(self) -> ToolSpec:
        return self._build()


def _attach(target: Any, build: Callable[[], ToolSpec], resolvable: bool) -> None:
    if resolvable:
        setattr(target, SPEC_ATTRIBUTE, build())  # declaration errors surface right here
    else:
        setattr(target, SPEC_ATTRIBUTE, _LazySpec(build))


def tool(
    fn: F | None = None,
    *,
    name: str | None = None,
    description: str | None = None,
    needs: Sequence[Need] = (),
    wants: Sequence[str] = (),
) -> Any:
    """Mark `fn(args, ctx)` as an agent tool. The function itself is returned unchanged."""

    def decorate(f: F) -> F:
        tool_name = name or f.__name__
        checked_needs = _check_needs(tool_name, needs)
        checked_wants = _check_wants_shape(tool_name, wants)

        def build() -> ToolSpec:
            spec = build_spec(
                profile="agent",
                fn=f,
                name=tool_name,
                description=description,
                context_type=ToolExecutionContext,
                args_first=True,
                declarations={"needs": checked_needs, "wants": checked_wants},
            )
            check_wants(tool_name, checked_wants, spec.args_model)
            return spec

        _attach(f, build, _hints_resolve(f))
        return f

    return decorate(fn) if fn is not None else decorate


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Tool:
    """Base class for agent tools written as classes.

    Set `name`, `needs` and `wants` as class attributes (the docstring is the description)
    and implement `execute(self, args, ctx)`, sync or async.
    """

    name: ClassVar[str] = ""
    description: ClassVar[str | None] = None
    needs: ClassVar[Sequence[Need]] = ()
    wants: ClassVar[Sequence[str]] = ()

    def execute(self, args: Any, ctx: ToolExecutionContext) -> Any:
        raise NotImplementedError

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "name" not in cls.__dict__ or not cls.__dict__["name"]:
            cls.name = _snake(cls.__name__)
        tool_name = cls.name
        checked_needs = _check_needs(tool_name, cls.needs)
        checked_wants = _check_wants_shape(tool_name, cls.wants)
        if cls.execute is Tool.execute:
            raise ToolDeclarationError(
                f"tool {tool_name!r}: class {cls.__name__} must define execute(self, args, ctx)"
            )

        def build() -> ToolSpec:
            spec = build_spec(
                profile="agent",
                fn=cls.execute,
                name=tool_name,
                description=cls.description if cls.description is not None else (cls.__doc__ or ""),
                context_type=ToolExecutionContext,
                args_first=True,
                declarations={"needs": checked_needs, "wants": checked_wants},
                skip_self=True,
                owner=cls,
            )
            check_wants(tool_name, checked_wants, spec.args_model)
            return spec

        _attach(cls, build, _hints_resolve(cls.execute))
