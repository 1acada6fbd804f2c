"""Re-spelling a tool's body without changing what it does leaves its findings alone.

Each rewrite below is applied to every function of the adversarial corpus that a decorator
registers (or a tool class's `execute`), and the module is checked again: the rules must
report the same codes, as often. A difference is a form the engine reads differently from
its twin (an alias of the context it does not follow, a block it walks otherwise), which
is how guard helpers asserting their test, classes built from an alias of the context,
module constants read in nested functions, a duplicate finding for a function nested in
a tool, a walrus binding a call's result in a None test, helpers returning a secret
(stored in a dict, unpacked), `function_tool(f)` / `agent.tool(f)` written as calls,
predicates returning a name holding their test, annotated assignments (`x: T = value`),
an identifier defaulted by an `if`/`else` statement, tests wrapped in `bool(...)`, and
predicates, getters and coroutine helpers called through `partial(...)` or `**{...}`, and
a walrus alone on its line (`(key := ctx.session_id)`, read as an assignment by DK005,
DK204, DK3xx and DK401), a docstring sharing its line with a predicate's `return`, and a
key spelled `"{}".format(ctx.session_id)`, and helpers, predicates, context getters and tool
factories written as lambdas bound to a name, and coroutines awaited through
`asyncio.wait_for(...)`, an args model or a record field annotated by a string, and
`match x: case None:` read as the None test it is (DK202, DK204, DK205), loops over
`enumerate(...)`/`zip(...)` (element aliases, awaited coroutines, wanted keys, secret
taint) and `list(<generator>)`, keys and attribute names read from module constants
(`ctx.wanted[DOC]`, `getattr(ctx, FIELD)`), None tests through a module predicate (also
composed: `def no_signal(c): return _is_none(c.signal)`, DK204 too) and `dict(a=x)`
displays were found; later, a chain read through a parenthesized receiver (`(ctx.a).b`,
reported twice), and predicates written as `if`/`else` blocks or after other lines (read
only from their text until their analysis said what their answers prove); later still,
`getattr(ctx, "logger").info(...)` as a log sink and `ident = getattr(ctx, "identity")` in a
closure predicate, a coroutine copied to another name before it is awaited (`_aw =
pending`), a synchronous member's result awaited through a name (DK005 alone, not also
DK201), a closure's coroutines held by a name bound twice or by `asyncio.gather(...)` and
awaited inside `try`, and methods bound to a name (`say = ctx.logger.info`, `look =
ctx.wanted.get`: DK402, DK105, DK201).
"""

from __future__ import annotations

import keyword
from collections import Counter
from collections.abc import Callable
from typing import cast

import libcst as cst
import pytest

from devkit.checker import syntax
from devkit.checker.engine import check_source
from devkit.checker.prescan import UNANNOTATED_CONTEXT_NAMES
from devkit.checker.walk import descendants
from devkit.profiles import PROFILES

from .test_adversarial_corpus import MODULES

_NOT_TOOLS = ("staticmethod", "classmethod", "property")  # decorators that make no tool


def _is_tool_body(node: cst.FunctionDef) -> bool:
    if any(
        type(d.decorator) is cst.Name and d.decorator.value in _NOT_TOOLS for d in node.decorators
    ):
        return False
    return bool(node.decorators) or node.name.value == "execute"


def _is_helper_body(node: cst.FunctionDef) -> bool:
    """An undecorated function taking the context by a name the profiles give it (`def
    _tenant(ctx)`): a helper (or an ADK tool, which needs no decorator), whose rewrite
    changes no behaviour either."""
    if node.decorators or node.name.value == "execute":
        return False
    params = [*node.params.posonly_params, *node.params.params, *node.params.kwonly_params]
    return any(p.name.value in UNANNOTATED_CONTEXT_NAMES for p in params)


class _BodiesRewrite(cst.CSTTransformer):
    """A rewrite of the bodies `bodies` picks: tools' (`_in_helpers`: helpers')."""

    bodies = staticmethod(_is_tool_body)


def _in_helpers(make: Callable[[], _BodiesRewrite]) -> Callable[[], _BodiesRewrite]:
    """A rewrite of tool bodies applied to helpers' bodies instead: a summary read from a
    helper's text must survive what the flow reads in a tool."""

    def made() -> _BodiesRewrite:
        rewrite = make()
        rewrite.bodies = _is_helper_body
        return rewrite

    return made


def _block(statement: str, body: cst.IndentedBlock) -> cst.BaseCompoundStatement:
    """`statement` (a one-line compound header, its body `pass`) holding `body` instead."""
    wrapper = cst.parse_statement(f"{statement}\n    pass\n")
    assert isinstance(wrapper, (cst.If, cst.With, cst.Try))
    return wrapper.with_changes(body=body)


class _Wrap(_BodiesRewrite):
    """A tool's whole body moved into a block that always runs it once (the module then
    imports what the block's header needs, `imports`)."""

    def __init__(self, header: str, imports: str = "") -> None:
        self.header = header
        self.imports = imports
        self.wrapped = False

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not self.bodies(updated) or type(updated.body) is not cst.IndentedBlock:
            return updated
        self.wrapped = True
        body = cst.IndentedBlock(body=list(updated.body.body))
        return updated.with_changes(body=updated.body.with_changes(body=[self._wrap(body)]))

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not (self.imports and self.wrapped):
            return updated
        return _after_imports(updated, [cst.parse_statement(self.imports)])

    def _wrap(self, body: cst.IndentedBlock) -> cst.BaseCompoundStatement:
        if self.header == "try":
            finally_ = cst.Finally(body=cst.IndentedBlock(body=[cst.parse_statement("pass\n")]))
            return cst.Try(body=body, finalbody=finally_)
        return _block(self.header, body)


class _ParenthesizedTests(cst.CSTTransformer):
    """`if x is None:` written `if (x is None):`."""

    def leave_If(self, original: cst.If, updated: cst.If) -> cst.If:
        if updated.test.lpar:
            return updated
        test = updated.test.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        return updated.with_changes(test=test)


class _ToolScoped(_BodiesRewrite):
    """Knows whether the walk is inside a tool's body."""

    def __init__(self) -> None:
        self.tools = 0  # how many tool bodies the walk is in

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.tools += self.bodies(node)

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        self.tools -= self.bodies(original)
        return updated


class _InvertedTests(_ToolScoped):
    """In a tool, `if t: body` written `if not (t): pass` / `else: body` (`x is not None`
    becomes `x is None`)."""

    def leave_If(self, original: cst.If, updated: cst.If) -> cst.If:
        if not self.tools or updated.orelse is not None:
            return updated
        test = updated.test
        comparisons = test.comparisons if type(test) is cst.Comparison else ()
        if len(comparisons) == 1 and type(comparisons[0].operator) is cst.IsNot:
            negated: cst.BaseExpression = test.with_changes(
                comparisons=[comparisons[0].with_changes(operator=cst.Is())]
            )
        else:
            inner = test.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
            negated = cst.UnaryOperation(cst.Not(), inner)
        passing = cst.IndentedBlock(body=[cst.parse_statement("pass\n")])
        return updated.with_changes(test=negated, body=passing, orelse=cst.Else(updated.body))


class _BoolTests(_ToolScoped):
    """In a tool, `if t:` written `if bool(t):`."""

    def leave_If(self, original: cst.If, updated: cst.If) -> cst.If:
        if not self.tools:
            return updated
        test = updated.test.with_changes(lpar=[], rpar=[])
        return updated.with_changes(test=cst.Call(cst.Name("bool"), [cst.Arg(test)]))


class _NestedBody(cst.CSTTransformer):
    """A tool's body moved into a function it defines and calls at once (`def _body(): ...`
    then `return _body()`, awaited for a coroutine); not for methods (a body storing on
    `self` stores from the nested function), bodies that yield or declare scopes, nor
    bodies that bind a parameter (`table = table or {}` would read a local not bound yet)."""

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not _is_tool_body(updated) or type(updated.body) is not cst.IndentedBlock:
            return updated
        params = updated.params.params
        if params and params[0].name.value == "self":
            return updated
        code = cst.Module([]).code_for_node(updated.body)
        if any(word in code for word in ("yield", "nonlocal", "global")):
            return updated
        names = {p.name.value for p in syntax.every_param(updated.params)}
        if names & set(syntax.binding_counts(syntax.scope_nodes(updated.body))):
            return updated
        is_async = updated.asynchronous is not None
        inner = cst.FunctionDef(
            name=cst.Name("_body"),
            params=cst.Parameters(),
            body=cst.IndentedBlock(body=list(updated.body.body)),
            asynchronous=cst.Asynchronous() if is_async else None,
        )
        call = cst.parse_statement("return await _body()\n" if is_async else "return _body()\n")
        return updated.with_changes(body=updated.body.with_changes(body=[inner, call]))


class _InTools(_ToolScoped):
    """A rewrite of the blocks of tool bodies only."""

    def leave_IndentedBlock(self, original: cst.IndentedBlock, updated: cst.IndentedBlock):
        if not self.tools:
            return updated
        return updated.with_changes(body=self.rewrite(list(updated.body)))

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        raise NotImplementedError


class _WalrusTests(_InTools):
    """`x = value` then `if x is None:` written `if (x := value) is None:`."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            previous = out[-1] if out else None
            assign = _single_name_assign(previous)
            test = statement.test if type(statement) is cst.If else None
            if (
                assign is not None
                and type(test) is cst.Comparison
                and type(test.left) is cst.Name
                and test.left.value == assign.targets[0].target.value  # type: ignore[attr-defined]
            ):
                walrus = cst.NamedExpr(
                    target=assign.targets[0].target,
                    value=assign.value,
                    lpar=[cst.LeftParen()],
                    rpar=[cst.RightParen()],
                )
                out[-1] = statement.with_changes(test=test.with_changes(left=walrus))
            else:
                out.append(statement)
        return out


def _single_name_assign(statement: cst.BaseStatement | None) -> cst.Assign | None:
    if type(statement) is not cst.SimpleStatementLine or len(statement.body) != 1:
        return None
    small = statement.body[0]
    if type(small) is cst.Assign and len(small.targets) == 1:
        return small if type(small.targets[0].target) is cst.Name else None
    return None


class _MemberThroughName(_InTools):
    """A statement reading `ctx.member.x` preceded by `held = ctx.member`, and reading
    `held.x` instead (the name holds what the member holds there)."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            small = statement.body[0] if type(statement) is cst.SimpleStatementLine else None
            member = _first_member_read(statement) if small is not None else None
            if member is None or isinstance(small, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
                out.append(statement)
                continue
            out.append(cst.parse_statement(f"held = {member}\n"))
            out.append(statement.visit(_Replace(member, "held")))
        return out


def _first_member_read(statement: cst.BaseStatement) -> str | None:
    """`ctx.member` of the first `ctx.member.x` in a statement."""
    for node in _attributes(statement):
        inner = node.value
        if (
            type(inner) is cst.Attribute
            and type(inner.value) is cst.Name
            and inner.value.value == "ctx"
        ):
            return cst.Module([]).code_for_node(inner)
    return None


def _attributes(node: cst.CSTNode) -> list[cst.Attribute]:
    found: list[cst.Attribute] = []

    class Visitor(cst.CSTVisitor):
        def visit_Attribute(self, attribute: cst.Attribute) -> None:
            found.append(attribute)

    node.visit(Visitor())
    return found


class _Replace(cst.CSTTransformer):
    """Every `ctx.member` (as written) spelled `name`."""

    def __init__(self, written: str, name: str) -> None:
        self.written, self.name = written, name

    def leave_Attribute(self, original: cst.Attribute, updated: cst.Attribute):
        if cst.Module([]).code_for_node(original) == self.written:
            return cst.Name(self.name)
        return updated


class _ModuleFunctions(cst.CSTTransformer):
    """Knows whether the function being left is a module-level one (`self.depth == 0`)."""

    def __init__(self) -> None:
        self.depth = 0

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.depth += 1

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.depth += 1

    def leave_ClassDef(self, original: cst.ClassDef, updated: cst.ClassDef) -> cst.ClassDef:
        self.depth -= 1
        return updated

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        self.depth -= 1
        if self.depth or type(updated.body) is not cst.IndentedBlock:
            return updated
        return self.rewrite(updated)

    def rewrite(self, function: cst.FunctionDef) -> cst.FunctionDef:
        return function


class _BodyMoved(_ModuleFunctions):
    """A module function taking `ctx` (plain parameters only) written as a call of a module
    function holding its body, with its own arguments, returned (awaited for a coroutine).
    `tools`: decorated tools (`_impl_t`: the helper's findings are the tool's); else the
    undecorated helpers (`_inner_h`, its context parameter unannotated: annotated, ADK
    would read it as a tool)."""

    def __init__(self, tools: bool) -> None:
        super().__init__()
        self.tools = tools
        self.made: list[cst.FunctionDef] = []

    def rewrite(self, function: cst.FunctionDef) -> cst.FunctionDef:
        if bool(function.decorators) != self.tools:
            return function
        params = function.params
        if params.kwonly_params or params.posonly_params or params.star_kwarg is not None:
            return function
        if isinstance(params.star_arg, (cst.Param, cst.ParamStar)):
            return function
        names = [p.name.value for p in params.params]
        code = cst.Module([]).code_for_node(function.body)
        if "ctx" not in names or any(w in code for w in ("yield", "nonlocal", "global")):
            return function
        if self.tools:
            name = f"_impl_{function.name.value}"
            moved = function.with_changes(name=cst.Name(name), decorators=[])
        else:
            name = f"_inner_{function.name.value}"
            plain = [_without_context_annotation(p) for p in params.params]
            moved = function.with_changes(
                name=cst.Name(name), params=params.with_changes(params=plain)
            )
        self.made.append(moved)
        call = f"{'await ' if function.asynchronous else ''}{name}({', '.join(names)})"
        body = [cst.parse_statement(f"return {call}\n")]
        return function.with_changes(body=function.body.with_changes(body=body))

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        return updated.with_changes(body=[*updated.body, *self.made])


def _without_context_annotation(param: cst.Param) -> cst.Param:
    if param.annotation is None:
        return param
    if "Context" not in cst.Module([]).code_for_node(param.annotation.annotation):
        return param
    equal = cst.AssignEqual() if param.default is not None else cst.MaybeSentinel.DEFAULT
    return param.with_changes(annotation=None, equal=equal)


class _DecoratorByCall(cst.CSTTransformer):
    """`@deco` on a module function written as `f = deco(f)` after it (one decorator)."""

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        body: list[cst.BaseStatement] = []
        for statement in updated.body:
            if type(statement) is not cst.FunctionDef or len(statement.decorators) != 1:
                body.append(statement)
                continue
            name = cst.Name(statement.name.value)
            applied = cst.Call(statement.decorators[0].decorator, [cst.Arg(name)])
            body.append(statement.with_changes(decorators=[]))
            body.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(name)], applied)]))
        return updated.with_changes(body=body)


class _Rename(cst.CSTTransformer):
    """Every variable `old` spelled `new` (not a keyword argument, not an attribute)."""

    def __init__(self, old: str, new: str) -> None:
        self.old, self.new = old, new

    def leave_Name(self, original: cst.Name, updated: cst.Name) -> cst.Name:
        return updated.with_changes(value=self.new) if updated.value == self.old else updated

    def leave_Arg(self, original: cst.Arg, updated: cst.Arg) -> cst.Arg:
        return updated.with_changes(keyword=original.keyword)

    def leave_Attribute(self, original: cst.Attribute, updated: cst.Attribute) -> cst.Attribute:
        return updated.with_changes(attr=original.attr)


class _AliasedContext(_BodiesRewrite):
    """`held = ctx` first, then every later use of `ctx` in the tool spelled `held`."""

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not self.bodies(updated) or type(updated.body) is not cst.IndentedBlock:
            return updated
        if "ctx" not in {p.name.value for p in updated.params.params}:
            return updated
        code = cst.Module([]).code_for_node(updated.body)
        if "'ctx'" in code or '"ctx"' in code:
            return updated  # the parameter named in a string (`kwargs["ctx"]`): not an alias
        body = [statement.visit(_Rename("ctx", "held")) for statement in updated.body.body]
        first = cst.parse_statement("held = ctx\n")
        return updated.with_changes(body=updated.body.with_changes(body=[first, *body]))


class _ReturnThroughName(_InTools):
    """`return <value>` written `_rv = <value>` then `return _rv` (a comment on the line,
    a suppression say, stays with the value)."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            small = statement.body[0] if type(statement) is cst.SimpleStatementLine else None
            value = small.value if type(small) is cst.Return else None
            if value is None or type(value) is cst.Name or len(statement.body) != 1:
                out.append(statement)
                continue
            held = cst.Assign([cst.AssignTarget(cst.Name("_rv"))], value)
            out.append(statement.with_changes(body=[held]))
            out.append(cst.parse_statement("return _rv\n"))
        return out


class _Annotated(_InTools):
    """`x = value` written `x: object = value`; not for a parameter (a second declaration
    of its type, which pyright reports, not the same program to a type checker)."""

    def __init__(self) -> None:
        super().__init__()
        self.params: list[set[str]] = []  # of the functions the walk is in, innermost last

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        super().visit_FunctionDef(node)
        self.params.append({p.name.value for p in syntax.every_param(node.params)})

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        self.params.pop()
        return super().leave_FunctionDef(original, updated)

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            assign = _single_name_assign(statement)
            target = assign.targets[0].target if assign is not None else None
            if assign is None or (
                type(target) is cst.Name and self.params and target.value in self.params[-1]
            ):
                out.append(statement)
                continue
            annotated = cst.AnnAssign(
                assign.targets[0].target, cst.Annotation(cst.Name("object")), assign.value
            )
            out.append(statement.with_changes(body=[annotated]))  # type: ignore[attr-defined]
        return out


class _ChoiceAsStatement(_InTools):
    """`x = a if test else b` written as an `if`/`else` statement assigning `x`."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            assign = _single_name_assign(statement)
            choice = assign.value if assign is not None else None
            if assign is None or type(choice) is not cst.IfExp:
                out.append(statement)
                continue
            target = assign.targets[0].target
            then, otherwise = _assigning(target, choice.body), _assigning(target, choice.orelse)
            out.append(cst.If(choice.test, then, orelse=cst.Else(otherwise)))
        return out


def _assigning(target: cst.BaseAssignTargetExpression, value: cst.BaseExpression):
    line = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], value)])
    return cst.IndentedBlock([line])


class _HelperCallForm(_ToolScoped):
    """In a tool, `helper(ctx, ...)` of a module function written `partial(helper, ctx)(...)`
    or, when the rest is given by keyword, `helper(..., **{"param": ctx})`."""

    def __init__(self, module: cst.Module, form: str) -> None:
        super().__init__()
        self.form = form
        self.helpers = {
            st.name.value: [p.name.value for p in st.params.params]
            for st in module.body
            if type(st) is cst.FunctionDef
            and not st.decorators
            and not st.params.posonly_params
            and not st.params.kwonly_params
            and st.params.star_kwarg is None
            and not isinstance(st.params.star_arg, cst.Param)
        }

    def leave_Call(self, original: cst.Call, updated: cst.Call) -> cst.Call:
        func, args = updated.func, list(updated.args)
        if not self.tools or type(func) is not cst.Name or not self.helpers.get(func.value):
            return updated
        first = args[0] if args else None
        if first is None or first.keyword or first.star or not _is_ctx(first.value):
            return updated
        if self.form == "partial":
            bound = cst.Call(cst.Name("partial"), [cst.Arg(func), cst.Arg(first.value)])
            return updated.with_changes(func=bound, args=args[1:])
        if any(a.keyword is None for a in args[1:]):
            return updated
        given = cst.Dict(
            [cst.DictElement(cst.SimpleString(repr(self.helpers[func.value][0])), first.value)]
        )
        return updated.with_changes(args=[*args[1:], cst.Arg(given, star="**")])

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if self.form != "partial" or updated.code == original.code:
            return updated
        body = list(updated.body)
        at = 0  # after the docstring and `from __future__` imports
        while at < len(body) and _is_module_head(body[at]):
            at += 1
        body.insert(at, cst.parse_statement("from functools import partial\n"))
        return updated.with_changes(body=body)


def _is_module_head(statement: cst.BaseStatement) -> bool:
    small = statement.body[0] if type(statement) is cst.SimpleStatementLine else None
    if type(small) is cst.Expr:
        return isinstance(small.value, cst.SimpleString)
    return (
        type(small) is cst.ImportFrom and cst.Module([]).code_for_node(small.module) == "__future__"
    )  # type: ignore[arg-type]


def _is_ctx(node: cst.BaseExpression) -> bool:
    return type(node) is cst.Name and node.value == "ctx"


class _RenamedContext(cst.CSTTransformer):
    """A tool's annotated `ctx` parameter named `context_` throughout the tool."""

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not _is_tool_body(updated):
            return updated
        params = updated.params.params
        if not any(p.name.value == "ctx" and p.annotation is not None for p in params):
            return updated
        code = cst.Module([]).code_for_node(updated)
        if "'ctx'" in code or '"ctx"' in code:
            return updated  # named in a string (`kwargs["ctx"]`)
        return updated.visit(_Rename("ctx", "context_"))


class _ReRaised(_BodiesRewrite):
    """A tool's whole body in `try:` with a handler that re-raises what it catches
    (`except ZeroDivisionError: raise`): no path changes, and no handler guards."""

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not self.bodies(updated) or type(updated.body) is not cst.IndentedBlock:
            return updated
        handler = cst.ExceptHandler(
            body=cst.IndentedBlock(body=[cst.parse_statement("raise\n")]),
            type=cst.Name("ZeroDivisionError"),
        )
        wrapped = cst.Try(body=cst.IndentedBlock(body=list(updated.body.body)), handlers=[handler])
        return updated.with_changes(body=updated.body.with_changes(body=[wrapped]))


class _NestedConjunctions(_ToolScoped):
    """In a tool, `if a and b: body` (no `else`) written `if a:` / `if b: body`."""

    def leave_If(self, original: cst.If, updated: cst.If) -> cst.If:
        test = updated.test
        if not self.tools or updated.orelse is not None or type(test) is not cst.BooleanOperation:
            return updated
        if type(test.operator) is not cst.And or test.lpar:
            return updated
        inner = cst.If(test=test.right, body=updated.body)
        return updated.with_changes(test=test.left, body=cst.IndentedBlock(body=[inner]))


class _WalrusStatements(_ToolScoped):
    """In a tool, `x = value` written `(x := value)` alone on its line."""

    def leave_SimpleStatementLine(
        self, original: cst.SimpleStatementLine, updated: cst.SimpleStatementLine
    ) -> cst.SimpleStatementLine:
        assign = _single_name_assign(updated) if self.tools else None
        if assign is None:
            return updated
        walrus = cst.NamedExpr(
            target=assign.targets[0].target,
            value=assign.value,
            lpar=[cst.LeftParen()],
            rpar=[cst.RightParen()],
        )
        return updated.with_changes(body=[cst.Expr(walrus)])


class _JoinedLines(_ToolScoped):
    """In a tool, each simple line joined to the simple line before it with `;` (after a
    docstring too), unless that one ends its path."""

    def leave_IndentedBlock(self, original: cst.IndentedBlock, updated: cst.IndentedBlock):
        if not self.tools:
            return updated
        out: list[cst.BaseStatement] = []
        for statement in updated.body:
            previous = out[-1] if out else None
            if (
                type(statement) is cst.SimpleStatementLine
                and type(previous) is cst.SimpleStatementLine
                and not statement.leading_lines
                and not any(type(s) in _ENDS_PATH for s in previous.body)
            ):
                out[-1] = previous.with_changes(body=[*previous.body, *statement.body])
            else:
                out.append(statement)
        return updated.with_changes(body=out)


_ENDS_PATH = (cst.Return, cst.Raise, cst.Continue, cst.Break)
_ONE_TARGET = (cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.NamedExpr, cst.For, cst.CompFor)
# Local names the rules read by their spelling (`session_key`, `token`): not renamed.
_SPELLING_READ = ("key", "session", "token", "secret", "cred", "scope", "run", "ctx", "id")


class _RenamedLocals(cst.CSTTransformer):
    """Every name a tool's body binds (not its parameters, not `global`/`nonlocal` ones,
    not one a rule reads by its spelling) spelled with a suffix."""

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not _is_tool_body(updated):
            return updated
        bound: set[str] = set()
        declared: set[str] = set()

        class Bindings(cst.CSTVisitor):
            def on_visit(self, node: cst.CSTNode) -> bool:
                if isinstance(node, (cst.Global, cst.Nonlocal)):
                    declared.update(n.name.value for n in node.names)
                elif isinstance(node, _ONE_TARGET):
                    bound.update(n.value for n in _bound(getattr(node, "target", None)))
                elif isinstance(node, cst.AsName):
                    bound.update(n.value for n in _bound(node.name))
                return True

        updated.body.visit(Bindings())
        params = {p.name.value for p in cst.ensure_type(updated.params, cst.Parameters).params}
        params |= {p.name.value for p in updated.params.kwonly_params}
        renamed = {
            n
            for n in bound - declared - params
            if not any(part in n.lower() for part in _SPELLING_READ)
        }
        code = cst.Module([]).code_for_node(updated.body)
        if not renamed or any(f"'{n}'" in code or f'"{n}"' in code for n in renamed):
            return updated
        return updated.with_changes(body=updated.body.visit(_RenameLocals(renamed)))


def _bound(target: cst.CSTNode | None) -> list[cst.Name]:
    """The names an assignment target binds (`a`, `a, (b, *c)`)."""
    if type(target) is cst.Name:
        return [target]
    if type(target) is cst.Tuple or type(target) is cst.List:
        return [n for element in target.elements for n in _bound(element.value)]
    if type(target) is cst.StarredElement:
        return _bound(target.value)
    return []


class _RenameLocals(_Rename):
    """Each of `names` spelled with a `_v` suffix, as a variable only (not a parameter or
    a nested function's name)."""

    def __init__(self, names: set[str]) -> None:
        super().__init__("", "")
        self.names = names

    def leave_Name(self, original: cst.Name, updated: cst.Name) -> cst.Name:
        return (
            updated.with_changes(value=updated.value + "_v")
            if updated.value in self.names
            else updated
        )

    def leave_Param(self, original: cst.Param, updated: cst.Param) -> cst.Param:
        return updated.with_changes(name=original.name)

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        return updated.with_changes(name=original.name)


class _FormatCalls(_ToolScoped):
    """In a tool, `f"a {x} b"` written `"a {} b".format(x)` (plain fields only)."""

    def leave_FormattedString(self, original: cst.FormattedString, updated: cst.FormattedString):
        if not self.tools or updated.prefix not in ("f", "F"):
            return updated
        text: list[str] = []
        values: list[cst.BaseExpression] = []
        for part in updated.parts:
            if type(part) is cst.FormattedStringText:
                if "{" in part.value or "}" in part.value:
                    return updated
                text.append(part.value)
            elif type(part) is cst.FormattedStringExpression:
                if part.conversion or part.format_spec or part.equal:
                    return updated
                text.append("{}")
                values.append(part.expression)
        quote = updated.start[1:]
        template = cst.SimpleString(quote + "".join(text) + quote)
        return cst.Call(
            func=cst.Attribute(template, cst.Name("format")), args=[cst.Arg(v) for v in values]
        )


class _LambdaHelpers(cst.CSTTransformer):
    """Each module function of one `return` line with unannotated parameters (a helper, a
    factory, a wrapper) written `name = lambda params: value`."""

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        body: list[cst.BaseStatement] = []
        for statement in updated.body:
            value = _lambda_body(statement)
            if value is None:
                body.append(statement)
                continue
            function = cst.ensure_type(statement, cst.FunctionDef)
            written = cst.Lambda(params=function.params, body=value)
            target = cst.AssignTarget(cst.Name(function.name.value))
            body.append(
                cst.SimpleStatementLine(
                    body=[cst.Assign(targets=[target], value=written)],
                    leading_lines=function.leading_lines,
                )
            )
        return updated.with_changes(body=body)


def _lambda_body(statement: cst.BaseStatement) -> cst.BaseExpression | None:
    """What a plain one-line module function returns, parenthesized as a lambda's body
    needs; None for any other statement."""
    if type(statement) is not cst.FunctionDef or statement.decorators or statement.asynchronous:
        return None
    params = statement.params
    if any(p.annotation for p in (*params.posonly_params, *params.params, *params.kwonly_params)):
        return None
    if type(statement.body) is not cst.IndentedBlock or len(statement.body.body) != 1:
        return None
    line = statement.body.body[0]
    if type(line) is not cst.SimpleStatementLine or len(line.body) != 1:
        return None
    returned = line.body[0]
    if type(returned) is not cst.Return or returned.value is None:
        return None
    value = returned.value
    if type(value) is cst.Tuple and not value.lpar:  # `lambda c: (c.a, c.b)`
        value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return value


class _AwaitedWithTimeout(_ToolScoped):
    """In a tool, `await call(...)` written `await asyncio.wait_for(call(...), 5)`."""

    def leave_Await(self, original: cst.Await, updated: cst.Await) -> cst.Await:
        if not self.tools or type(updated.expression) is not cst.Call:
            return updated
        waited = cst.Call(
            func=cst.parse_expression("asyncio.wait_for"),
            args=[cst.Arg(updated.expression), cst.Arg(cst.Integer("5"))],
        )
        return updated.with_changes(expression=waited)


class _StringAnnotations(cst.CSTTransformer):
    """Every annotation (parameters, returns, variables; not a `TypeAlias`) written as a
    string, as `from __future__ import annotations` leaves them."""

    def leave_Annotation(self, original: cst.Annotation, updated: cst.Annotation):
        written = updated.annotation
        code = cst.Module([]).code_for_node(written)
        if isinstance(written, cst.BaseString) or '"' in code or "\n" in code:
            return updated
        return updated.with_changes(annotation=cst.SimpleString(f'"{code}"'))

    def leave_AnnAssign(self, original: cst.AnnAssign, updated: cst.AnnAssign):
        if "TypeAlias" in cst.Module([]).code_for_node(original.annotation.annotation):
            return original
        return updated


class _NoneTestsAsMatch(_ToolScoped):
    """In a tool, `if x is None: A` / `else: B` written `match x:` / `case None: A` /
    `case _: B` (and `is not None` with the blocks swapped), for a name or an attribute."""

    def __init__(self) -> None:
        super().__init__()
        self.elifs: set[int] = set()  # an `elif` stays an `if`: a match cannot stand there

    def visit_If(self, node: cst.If) -> None:
        if type(node.orelse) is cst.If:
            self.elifs.add(id(node.orelse))

    def leave_If(self, original: cst.If, updated: cst.If) -> cst.BaseStatement:
        test = updated.test
        if not self.tools or type(updated.orelse) is cst.If or type(test) is not cst.Comparison:
            return updated
        if id(original) in self.elifs:
            return updated
        if (
            len(test.comparisons) != 1
            or test.lpar
            or type(test.left) not in (cst.Name, cst.Attribute)
        ):
            return updated
        operator, compared = test.comparisons[0].operator, test.comparisons[0].comparator
        if type(operator) not in (cst.Is, cst.IsNot) or not _is_none(compared):
            return updated
        orelse = updated.orelse.body if updated.orelse is not None else None
        absent, present = (
            (updated.body, orelse) if type(operator) is cst.Is else (orelse, updated.body)
        )
        passing = cst.IndentedBlock(body=[cst.parse_statement("pass\n")])
        cases = [
            cst.MatchCase(pattern=cst.MatchSingleton(cst.Name("None")), body=absent or passing)
        ]
        if present is not None:
            cases.append(cst.MatchCase(pattern=cst.MatchAs(), body=present))
        return cst.Match(subject=test.left, cases=cases, leading_lines=updated.leading_lines)


def _is_none(node: cst.BaseExpression) -> bool:
    return type(node) is cst.Name and node.value == "None"


class _EnumeratedLoops(_ToolScoped):
    """In a tool, `for x in xs:` written `for _i, x in enumerate(xs):` (a tuple target in
    parentheses)."""

    def leave_For(self, original: cst.For, updated: cst.For) -> cst.For:
        if not self.tools or updated.asynchronous is not None:
            return updated
        target = updated.target
        if type(target) in (cst.Tuple, cst.List) and not target.lpar:  # type: ignore[union-attr]
            target = target.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        pair = cst.Tuple([cst.Element(cst.Name("_i")), cst.Element(target)], lpar=[], rpar=[])
        counted = cst.Call(func=cst.Name("enumerate"), args=[cst.Arg(updated.iter)])
        return updated.with_changes(target=pair, iter=counted)


class _GeneratorsInList(_ToolScoped):
    """In a tool, `[f(x) for x in xs]` written `list(f(x) for x in xs)`."""

    def leave_ListComp(self, original: cst.ListComp, updated: cst.ListComp) -> cst.BaseExpression:
        if not self.tools:
            return updated
        generator = cst.GeneratorExp(elt=updated.elt, for_in=updated.for_in)
        return cst.Call(func=cst.Name("list"), args=[cst.Arg(generator)])


def _after_imports(module: cst.Module, lines: list[cst.BaseStatement]) -> cst.Module:
    body = list(module.body)
    i = 0
    while (
        i < len(body)
        and type(body[i]) is cst.SimpleStatementLine
        and type(body[i].body[0]) in (cst.Import, cst.ImportFrom)  # type: ignore[attr-defined]
    ):
        i += 1
    return module.with_changes(body=[*body[:i], *lines, *body[i:]])


def _plain_string(node: cst.BaseExpression) -> bool:
    return (
        type(node) is cst.SimpleString
        and node.prefix == ""
        and not node.value.startswith(('"""', "'''"))
    )


class _StringConstants(cst.CSTTransformer):
    """In a tool's body, each string literal given as an argument or a subscript key
    (`ctx.wanted["doc"]`, `getattr(ctx, "identity")`, `conf["token"]`) read from a module
    constant (`_K0 = "doc"` after the imports)."""

    def __init__(self) -> None:
        self.constants: dict[str, str] = {}  # literal as written -> constant name

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        if not _is_tool_body(updated):
            return updated
        return updated.with_changes(body=updated.body.visit(_ConstantsIn(self.constants)))

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        lines = [cst.parse_statement(f"{n} = {v}\n") for v, n in self.constants.items()]
        return _after_imports(updated, lines) if lines else updated


class _ConstantsIn(cst.CSTTransformer):
    def __init__(self, constants: dict[str, str]) -> None:
        self.constants = constants

    def _name(self, literal: cst.SimpleString) -> cst.Name:
        name = self.constants.setdefault(literal.value, f"_K{len(self.constants)}")
        return cst.Name(name)

    def leave_Arg(self, original: cst.Arg, updated: cst.Arg) -> cst.Arg:
        if _plain_string(updated.value):
            return updated.with_changes(value=self._name(cast(cst.SimpleString, updated.value)))
        return updated

    def leave_SubscriptElement(
        self, original: cst.SubscriptElement, updated: cst.SubscriptElement
    ) -> cst.SubscriptElement:
        index = updated.slice
        if type(index) is cst.Index and _plain_string(index.value):
            key = self._name(cast(cst.SimpleString, index.value))
            return updated.with_changes(slice=cst.Index(key))
        return updated


def _standing_for(call: cst.Call, test: cst.Comparison) -> cst.BaseExpression:
    """A predicate's `call` in place of the None test `test` (`not call` for `is not`)."""
    if type(test.comparisons[0].operator) is cst.Is:
        return call.with_changes(lpar=test.lpar, rpar=test.rpar)
    return cst.UnaryOperation(cst.Not(), call, lpar=test.lpar, rpar=test.rpar)


class _NoneTestsByPredicate(_ToolScoped):
    """In a tool, `ctx.f is None` (or `x is None` of a name) written `_is_none(ctx.f)` (and
    `is not None` as `not _is_none(...)`), `_is_none` a predicate of the module."""

    def __init__(self) -> None:
        super().__init__()
        self.used = False

    def leave_Comparison(self, original: cst.Comparison, updated: cst.Comparison):
        if not self.tools or len(updated.comparisons) != 1:
            return updated
        comparison = updated.comparisons[0]
        if (
            type(comparison.operator) not in (cst.Is, cst.IsNot)
            or not _is_none(comparison.comparator)
            or type(updated.left) not in (cst.Attribute, cst.Name)
        ):
            return updated
        self.used = True
        return _standing_for(cst.Call(cst.Name("_is_none"), [cst.Arg(updated.left)]), updated)

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not self.used:
            return updated
        predicate = cst.parse_statement("def _is_none(value):\n    return value is None\n")
        return updated.with_changes(body=[*updated.body, predicate])


class _NegatedIsNone(_ToolScoped):
    """In a tool, `x is not None` written `not (x is None)`."""

    def leave_Comparison(self, original: cst.Comparison, updated: cst.Comparison):
        if not self.tools or len(updated.comparisons) != 1:
            return updated
        comparison = updated.comparisons[0]
        if type(comparison.operator) is not cst.IsNot or not _is_none(comparison.comparator):
            return updated
        inner = updated.with_changes(
            comparisons=[comparison.with_changes(operator=cst.Is())],
            lpar=[cst.LeftParen()],
            rpar=[cst.RightParen()],
        )
        return cst.UnaryOperation(cst.Not(), inner, lpar=updated.lpar, rpar=updated.rpar)


class _ReversedFunctions(cst.CSTTransformer):
    """The module's top-level functions in reverse order, after its other statements (a
    name's definition place does not change what it does when called; classes keep
    theirs, as a base must come first)."""

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        functions = [s for s in updated.body if type(s) is cst.FunctionDef]
        names = [f.name.value for f in functions]
        if len(functions) < 2 or len(set(names)) != len(names):
            return updated
        others = [s for s in updated.body if type(s) is not cst.FunctionDef]
        return updated.with_changes(body=[*others, *reversed(functions)])


class _DictCalls(_ToolScoped):
    """In a tool, a dict display whose keys are all identifier strings written as a call,
    `{"a": x}` as `dict(a=x)`."""

    def leave_Dict(self, original: cst.Dict, updated: cst.Dict) -> cst.BaseExpression:
        if not self.tools or not updated.elements:
            return updated
        args = []
        for element in updated.elements:
            if type(element) is not cst.DictElement or not _plain_string(element.key):
                return updated
            key = cast(cst.SimpleString, element.key).value[1:-1]
            if not key.isidentifier() or keyword.iskeyword(key):
                return updated
            equal = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
            args.append(cst.Arg(element.value, keyword=cst.Name(key), equal=equal))
        return cst.Call(cst.Name("dict"), args, lpar=updated.lpar, rpar=updated.rpar)


class _ParenthesizedReceivers(cst.CSTTransformer):
    """`ctx.identity.tenant` written `((ctx).identity).tenant` (not in imports and value
    patterns, which take dotted names only)."""

    def visit_Import(self, node: cst.Import) -> bool:
        return False

    def visit_MatchValue(self, node: cst.MatchValue) -> bool:
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        return False

    def leave_Attribute(self, original: cst.Attribute, updated: cst.Attribute):
        value = updated.value
        if type(value) in (cst.Name, cst.Attribute) and not value.lpar:
            parens = {"lpar": [cst.LeftParen()], "rpar": [cst.RightParen()]}
            return updated.with_changes(value=value.with_changes(**parens))
        return updated


def _exits(statement: cst.BaseStatement) -> bool:
    last = statement.body[-1] if type(statement) is cst.SimpleStatementLine else None
    return type(last) in (cst.Return, cst.Raise, cst.Continue, cst.Break)


class _RestInElse(cst.CSTTransformer):
    """`if t: ...; return` followed by more lines written `if t: ...; return` / `else:` the
    lines (an `if` whose block always exits)."""

    def leave_IndentedBlock(self, original: cst.IndentedBlock, updated: cst.IndentedBlock):
        return updated.with_changes(body=self._nested(list(updated.body)))

    def _nested(self, lines: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        for i, line in enumerate(lines[:-1]):
            if (
                type(line) is cst.If
                and line.orelse is None
                and type(line.body) is cst.IndentedBlock
                and _exits(line.body.body[-1])
            ):
                rest = cst.Else(cst.IndentedBlock(self._nested(lines[i + 1 :])))
                return [*lines[:i], line.with_changes(orelse=rest)]
        return lines


# A module predicate taking the context and testing one member (`{chain}`), in forms the
# text's summaries do not read: its analysis says what its answers prove.
_PREDICATE_FORMS = (
    "def {name}(c):\n    if c.{chain} is None:\n        return True\n    else:\n"
    "        return False\n",
    "def {name}(c):\n    if c.{chain} is not None:\n        return False\n    return True\n",
    "def {name}(c):\n    _rewrite_trace('{name}')\n    missing = c.{chain} is None\n    if missing:\n"
    "        return True\n    return False\n",
)


class _MemberTestsByPredicate(cst.CSTTransformer):
    """In a function with an annotated context parameter, `ctx.f.g is None` written
    `_missing_0(ctx)` (`is not None` as `not (...)`), each a module predicate of its own
    written in one of `_PREDICATE_FORMS` in turn."""

    def __init__(self) -> None:
        self.contexts: list[str | None] = []
        self.made: list[str] = []

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        annotated = [
            p.name.value
            for p in node.params.params
            if p.annotation is not None
            and "Context" in cst.Module([]).code_for_node(p.annotation.annotation)
        ]
        self.contexts.append(annotated[0] if annotated else None)

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        self.contexts.pop()
        return updated

    def leave_Comparison(self, original: cst.Comparison, updated: cst.Comparison):
        context = self.contexts[-1] if self.contexts else None
        if context is None or len(updated.comparisons) != 1:
            return updated
        comparison = updated.comparisons[0]
        if type(comparison.operator) not in (cst.Is, cst.IsNot) or not _is_none(
            comparison.comparator
        ):
            return updated
        parts = []
        read = updated.left
        while type(read) is cst.Attribute:
            parts.append(read.attr.value)
            read = read.value
        if type(read) is not cst.Name or read.value != context or not parts:
            return updated
        name = f"_missing_{len(self.made)}"
        form = _PREDICATE_FORMS[len(self.made) % len(_PREDICATE_FORMS)]
        self.made.append(form.format(name=name, chain=".".join(reversed(parts))))
        return _standing_for(cst.Call(cst.Name(name), [cst.Arg(cst.Name(context))]), updated)

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not self.made:
            return updated
        added = cst.parse_module("def _rewrite_trace(what):\n    pass\n\n" + "\n".join(self.made))
        return updated.with_changes(body=[*updated.body, *added.body])


class _GetattrReads(_ToolScoped):
    """In a tool, each `ctx.name` that is read (not stored to, not deleted) written
    `getattr(ctx, "name")`."""

    def __init__(self) -> None:
        super().__init__()
        self.stores = 0  # how many assignment targets, `del`s or f-strings the walk is in

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self.stores += 1

    def leave_AssignTarget(self, original: cst.AssignTarget, updated: cst.AssignTarget):
        self.stores -= 1
        return updated

    def visit_Del(self, node: cst.Del) -> None:
        self.stores += 1

    def visit_FormattedString(self, node: cst.FormattedString) -> None:
        self.stores += 1  # (quotes inside an f-string's braces: Python 3.12 only)

    def leave_FormattedString(self, original: cst.FormattedString, updated: cst.FormattedString):
        self.stores -= 1
        return updated

    def leave_Del(self, original: cst.Del, updated: cst.Del):
        self.stores -= 1
        return updated

    def leave_AugAssign(self, original: cst.AugAssign, updated: cst.AugAssign):
        return updated.with_changes(target=original.target)  # stored to, as read

    def leave_AnnAssign(self, original: cst.AnnAssign, updated: cst.AnnAssign):
        return updated.with_changes(target=original.target)

    def leave_Attribute(self, original: cst.Attribute, updated: cst.Attribute):
        if not self.tools or self.stores or updated.lpar or not _is_ctx(updated.value):
            return updated
        name = cst.SimpleString(f'"{updated.attr.value}"')
        return cst.Call(cst.Name("getattr"), [cst.Arg(cst.Name("ctx")), cst.Arg(name)])


def _value_line(statement: cst.BaseStatement) -> cst.Expr | cst.Assign | None:
    """The one small statement of a line that is `x = <value>` or `<value>` alone."""
    if type(statement) is not cst.SimpleStatementLine or len(statement.body) != 1:
        return None
    small = statement.body[0]
    return small if type(small) is cst.Expr or type(small) is cst.Assign else None


class _AwaitsThroughName(_InTools):
    """In a tool, `[x =] await <e>` written `_aw = <e>` then `[x =] await _aw`."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            small = _value_line(statement)
            value = small.value if small is not None else None
            if type(value) is not cst.Await or value.lpar:
                out.append(statement)
                continue
            held = cst.Assign([cst.AssignTarget(cst.Name("_aw"))], value.expression)
            out.append(cst.SimpleStatementLine([held]))
            awaited = value.with_changes(expression=cst.Name("_aw"))
            line = cast(cst.SimpleStatementLine, statement)
            out.append(
                line.with_changes(body=[cast(cst.CSTNode, small).with_changes(value=awaited)])
            )
        return out


def _rooted_in_ctx(node: cst.BaseExpression) -> bool:
    while type(node) is cst.Attribute:
        node = node.value
    return _is_ctx(node)


class _BoundMethods(_InTools):
    """In a tool, `[x =] [await] ctx.a.m(...)` written `_m = ctx.a.m` then `[x =] [await]
    _m(...)`: the method bound to a name first."""

    def rewrite(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for statement in body:
            small = _value_line(statement)
            value = small.value if small is not None else None
            call = value.expression if type(value) is cst.Await else value
            if type(call) is not cst.Call or call.lpar or type(call.func) is not cst.Attribute:
                out.append(statement)
                continue
            if not _rooted_in_ctx(call.func):
                out.append(statement)
                continue
            binding = cst.Assign([cst.AssignTarget(cst.Name("_m"))], call.func)
            out.append(cst.SimpleStatementLine([binding]))
            called = call.with_changes(func=cst.Name("_m"))
            if type(value) is cst.Await:
                called = value.with_changes(expression=called)
            line = cast(cst.SimpleStatementLine, statement)
            out.append(
                line.with_changes(body=[cast(cst.CSTNode, small).with_changes(value=called)])
            )
        return out


# The profiles' top-level packages: names imported from them are written as module imports
# by `_ModuleImports`.
_FRAMEWORK_PACKAGES = frozenset(p.module.split(".")[0] for p in PROFILES.values())


class _ModuleImports(cst.CSTTransformer):
    """`from pkg.mod import A, B` of a framework package written `import pkg.mod`, and
    every use of `A` spelled `pkg.mod.A`; not in a module naming them in strings (an
    annotation `"Context"` would name nothing) or importing under `TYPE_CHECKING`."""

    def __init__(self, module: cst.Module) -> None:
        self.qualified: dict[str, str] = {}
        self.skip = "TYPE_CHECKING" in module.code

    def leave_ImportFrom(self, original: cst.ImportFrom, updated: cst.ImportFrom):
        if self.skip or updated.relative or updated.module is None:
            return updated
        if isinstance(updated.names, cst.ImportStar) or any(a.asname for a in updated.names):
            return updated
        module = cst.Module([]).code_for_node(updated.module)
        if module.split(".")[0] not in _FRAMEWORK_PACKAGES:
            return updated
        for alias in updated.names:
            self.qualified[cast(cst.Name, alias.name).value] = module
        return cst.Import([cst.ImportAlias(updated.module)])

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        strings = [s.value for s in descendants(original, cst.SimpleString)]
        if not self.qualified or any(n in s for n in self.qualified for s in strings):
            return original
        return updated.visit(_Qualified(self.qualified))


class _Qualified(_Rename):
    """Every variable named in `qualified` spelled through its module (not a keyword
    argument, an attribute, a definition's or a parameter's name, nor in an import)."""

    def __init__(self, qualified: dict[str, str]) -> None:
        self.qualified = qualified

    def leave_Name(self, original: cst.Name, updated: cst.Name) -> cst.BaseExpression:  # type: ignore[override]
        module = self.qualified.get(updated.value)
        return cst.parse_expression(f"{module}.{updated.value}") if module else updated

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        return updated.with_changes(name=original.name)

    def leave_ClassDef(self, original: cst.ClassDef, updated: cst.ClassDef):
        return updated.with_changes(name=original.name)

    def leave_Param(self, original: cst.Param, updated: cst.Param) -> cst.Param:
        return updated.with_changes(name=original.name)

    def leave_Import(self, original: cst.Import, updated: cst.Import) -> cst.Import:
        return original

    def leave_ImportFrom(self, original: cst.ImportFrom, updated: cst.ImportFrom):
        return original


def _module_helpers(module: cst.Module) -> set[str]:
    """Undecorated module functions taking `ctx` that are called, and only ever called by
    name (one handed on, `add_tool(f)`, may be a tool)."""
    taking = {
        s.name.value
        for s in module.body
        if type(s) is cst.FunctionDef
        and not s.decorators
        and "ctx" in {p.name.value for p in s.params.params}
        and not any(w in cst.Module([]).code_for_node(s) for w in ("nonlocal", "global"))
    }
    calls = [c.func for c in descendants(module, cst.Call) if type(c.func) is cst.Name]
    called = {id(func) for func in calls}
    named = Counter(n.value for n in descendants(module, cst.Name) if id(n) not in called)
    names_called = {cast(cst.Name, func).value for func in calls}
    # named once (its `def`) and called: a helper, not a tool a framework finds by itself
    return {name for name in taking if named[name] == 1 and name in names_called}


class _CalledThrough(cst.CSTTransformer):
    """Calls of `names` spelled as `spell` says."""

    def __init__(self, names: set[str], spell: Callable[[str], cst.BaseExpression]) -> None:
        self.names, self.spell = names, spell

    def leave_Call(self, original: cst.Call, updated: cst.Call) -> cst.Call:
        func = updated.func
        if type(func) is cst.Name and func.value in self.names:
            return updated.with_changes(func=self.spell(func.value))
        return updated


class _StaticHelpers(cst.CSTTransformer):
    """The module's helpers (`_module_helpers`) as static methods of a class `_Helpers`
    after the imports, each call spelled `_Helpers.f(...)`."""

    def __init__(self, module: cst.Module) -> None:
        self.names = _module_helpers(module)

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not self.names:
            return updated
        calls = _CalledThrough(
            self.names, lambda n: cst.Attribute(cst.Name("_Helpers"), cst.Name(n))
        )
        static = [cst.Decorator(cst.Name("staticmethod"))]
        moved = [
            cast(cst.FunctionDef, s).with_changes(decorators=static).visit(calls)
            for s in updated.body
            if type(s) is cst.FunctionDef and s.name.value in self.names
        ]
        rest = [
            s.visit(calls)
            for s in updated.body
            if not (type(s) is cst.FunctionDef and s.name.value in self.names)
        ]
        holder = cst.ClassDef(cst.Name("_Helpers"), cst.IndentedBlock(moved))  # type: ignore[arg-type]
        return _after_imports(updated.with_changes(body=rest), [holder])


class _AliasedHelpers(cst.CSTTransformer):
    """Each of the module's helpers also bound to another name (`f_alias = f` after it),
    every call spelled through that name."""

    def __init__(self, module: cst.Module) -> None:
        self.names = _module_helpers(module)

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not self.names:
            return updated
        calls = _CalledThrough(self.names, lambda n: cst.Name(f"{n}_alias"))
        body: list[cst.BaseStatement] = []
        for statement in updated.body:
            body.append(cast(cst.BaseStatement, statement.visit(calls)))
            if type(statement) is cst.FunctionDef and statement.name.value in self.names:
                name = statement.name.value
                body.append(cst.parse_statement(f"{name}_alias = {name}\n"))
        return updated.with_changes(body=body)


class _HelpersLogFirst(_ModuleFunctions):
    """Each undecorated module function opens (after its docstring) with a block that only
    logs, `if _DEBUG: print("enter")`."""

    def __init__(self) -> None:
        super().__init__()
        self.made = False

    def rewrite(self, function: cst.FunctionDef) -> cst.FunctionDef:
        if function.decorators:
            return function
        body = list(function.body.body)
        docstring = body[:1] if body and _is_docstring(body[0]) else []
        block = cst.parse_statement('if _DEBUG:\n    print("enter")\n')
        self.made = True
        new = [*docstring, block, *body[len(docstring) :]]
        return function.with_changes(body=function.body.with_changes(body=new))

    def leave_Module(self, original: cst.Module, updated: cst.Module) -> cst.Module:
        if not self.made:
            return updated
        return _after_imports(updated, [cst.parse_statement("_DEBUG = False\n")])


def _is_docstring(statement: cst.BaseStatement) -> bool:
    if type(statement) is not cst.SimpleStatementLine:
        return False
    first = statement.body[0]
    return type(first) is cst.Expr and isinstance(
        first.value, (cst.SimpleString, cst.ConcatenatedString)
    )


class _KeywordOnlyContext(cst.CSTTransformer):
    """The module's helpers (`_module_helpers`) with plain parameters take `ctx` keyword-only
    (`def f(scope, *, ctx)`), and each call hands it as `ctx=ctx`, last."""

    def __init__(self, module: cst.Module) -> None:
        self.at: dict[str, int] = {}  # helper -> where `ctx` was among its parameters
        helpers = _module_helpers(module)
        for statement in module.body:
            if type(statement) is not cst.FunctionDef or statement.name.value not in helpers:
                continue
            params = statement.params
            plain = not (params.kwonly_params or params.posonly_params or params.star_kwarg)
            plain = plain and params.star_arg is cst.MaybeSentinel.DEFAULT
            if plain and all(p.default is None for p in params.params):
                names = [p.name.value for p in params.params]
                self.at[statement.name.value] = names.index("ctx")

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef):
        at = self.at.get(updated.name.value)
        if at is None or original.decorators:
            return updated
        params = list(updated.params.params)
        ctx = params.pop(at).with_changes(comma=cst.MaybeSentinel.DEFAULT)
        params = [p.with_changes(comma=cst.MaybeSentinel.DEFAULT) for p in params]
        changed = updated.params.with_changes(
            params=params, star_arg=cst.ParamStar(), kwonly_params=[ctx]
        )
        return updated.with_changes(params=changed)

    def leave_Call(self, original: cst.Call, updated: cst.Call) -> cst.Call:
        func = updated.func
        at = self.at.get(func.value) if type(func) is cst.Name else None
        args = list(updated.args)
        if at is None or len(args) <= at or any(a.keyword or a.star for a in args[: at + 1]):
            return updated
        handed = args.pop(at).with_changes(keyword=cst.Name("ctx"), equal=cst.AssignEqual())
        args = [a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in [*args, handed]]
        return updated.with_changes(args=args)


REWRITES: dict[str, Callable[[], cst.CSTTransformer]] = {
    "body in try/finally": lambda: _Wrap("try"),
    "body in with": lambda: _Wrap("with open('log') as _log:"),
    "body in if True": lambda: _Wrap("if True:"),
    "parenthesized if tests": _ParenthesizedTests,
    "inverted if tests": _InvertedTests,
    "if tests wrapped in bool()": _BoolTests,
    "context through an alias": _AliasedContext,
    "body in a nested function": _NestedBody,
    "tested name bound by a walrus": _WalrusTests,
    "member read through a name": _MemberThroughName,
    "body in a module helper": lambda: _BodyMoved(tools=True),
    "decorator applied by a call": _DecoratorByCall,
    "returned value through a name": _ReturnThroughName,
    "annotated assignments": _Annotated,
    "conditional expression as a statement": _ChoiceAsStatement,
    "context parameter renamed": _RenamedContext,
    "body in try with a re-raising handler": _ReRaised,
    "and-tests as nested ifs": _NestedConjunctions,
    "assignments as walrus statements": _WalrusStatements,
    "lines joined by semicolons": _JoinedLines,
    "locals renamed": _RenamedLocals,
    "f-strings as .format calls": _FormatCalls,
    "one-line module functions as lambdas": _LambdaHelpers,
    "awaits through asyncio.wait_for": _AwaitedWithTimeout,
    "annotations as strings": _StringAnnotations,
    "None tests as match statements": _NoneTestsAsMatch,
    "loops through enumerate": _EnumeratedLoops,
    "list comprehensions as list(generator)": _GeneratorsInList,
    "string arguments and keys as module constants": _StringConstants,
    "None tests through a module predicate": _NoneTestsByPredicate,
    "dict displays as dict(...) calls": _DictCalls,
    "is not None as not (... is None)": _NegatedIsNone,
    "module functions in reverse order": _ReversedFunctions,
    "receivers in parentheses": _ParenthesizedReceivers,
    "lines after an exiting if moved into its else": _RestInElse,
    "member None tests through predicates of several forms": _MemberTestsByPredicate,
    "context members read through getattr": _GetattrReads,
    "awaited values held by a name first": _AwaitsThroughName,
    "context methods bound to a name first": _BoundMethods,
    "module helpers' bodies in helpers of their own": lambda: _BodyMoved(tools=False),
    "module helpers opening with a block that only logs": _HelpersLogFirst,
}
# Rewrites of tool bodies that helpers' bodies get too: what a call of a helper proves or
# returns must not depend on which of these spellings its text uses.
_HELPER_REWRITES = (
    "body in try/finally",
    "body in try with a re-raising handler",
    "context through an alias",
    "returned value through a name",
    "context members read through getattr",
)
REWRITES.update({f"{name}, in helpers": _in_helpers(REWRITES[name]) for name in _HELPER_REWRITES})
# (`with open('log') as _log:` of the tools' rewrite binds a name; a helper's does not,
# and does nothing: opening a file may raise, which a handler around a call of the helper
# (a predicate in a `try`) may catch, and that would change what the call does)
REWRITES["body in with, in helpers"] = _in_helpers(
    lambda: _Wrap("with contextlib.nullcontext():", "import contextlib\n")
)
# Rewrites that read the module first.
MODULE_REWRITES: dict[str, Callable[[cst.Module], cst.CSTTransformer]] = {
    "helpers called through partial": lambda m: _HelperCallForm(m, "partial"),
    "context handed by **{...}": lambda m: _HelperCallForm(m, "kwargs"),
    "framework names imported through their module": _ModuleImports,
    "module helpers as static methods of a class": _StaticHelpers,
    "module helpers called through another name": _AliasedHelpers,
    "the context handed to helpers keyword-only": _KeywordOnlyContext,
}


def _codes(source: str, name: str) -> Counter[str]:
    return Counter(f.code for f in check_source(source, name).findings)


@pytest.fixture(scope="module")
def corpus() -> list[tuple[str, str, cst.Module, Counter[str]]]:
    found = []
    for path in MODULES:
        source = path.read_text()
        if "ctx" in source:
            name = f"{path.parent.name}/{path.name}"
            found.append((name, path.name, cst.parse_module(source), _codes(source, path.name)))
    return found


@pytest.mark.parametrize("rewrite", [*REWRITES, *MODULE_REWRITES])
def test_a_rewrite_that_keeps_behaviour_keeps_the_findings(corpus, rewrite):
    changed = 0
    differing = []
    for name, filename, module, before in corpus:
        if rewrite in REWRITES:
            transformer = REWRITES[rewrite]()
        else:
            transformer = MODULE_REWRITES[rewrite](module)
        rewritten = module.visit(transformer).code
        if rewritten == module.code:
            continue
        changed += 1
        after = _codes(rewritten, filename)
        if after != before:
            differing.append(f"{name}: lost {dict(before - after)}, gained {dict(after - before)}")
    assert changed > 30, f"the rewrite touched only {changed} modules"
    assert differing == []
