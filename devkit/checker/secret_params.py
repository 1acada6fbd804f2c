"""Secrets handed to the module's own functions: does the function let it out? (DK402)

`helper(token)` leaks when `helper` prints, logs, raises or emits its parameter, or hands
it on to another function of the module that does. The function is walked once per
(parameter, profile) with that parameter holding a revealed secret; cycles leak nothing
more than their first walk finds.
"""

from __future__ import annotations

import libcst as cst

from ..profiles import Profile
from .discovery import FunctionInfo, is_static
from .events import PassedSecret
from .facts import EMPTY
from .flow import FunctionAnalyzer
from .model import ModuleModel


def callee_sink(model: ModuleModel, passed: PassedSecret, profile: Profile) -> str | None:
    """The sink (`log`, `output`, ...) the secret reaches inside the function it is passed
    to, or None when that function keeps it in."""
    return _fate(model, passed, profile)[0]


def callee_returns(model: ModuleModel, passed: PassedSecret, profile: Profile) -> bool:
    """Whether the function the secret is passed to hands it back (`return "Bearer " + t`)."""
    return _fate(model, passed, profile)[1]


_KEPT = (None, False)


def _fate(model: ModuleModel, passed: PassedSecret, profile: Profile) -> tuple[str | None, bool]:
    if passed.via is not None and not callee_returns(model, passed.via, profile):
        return _KEPT  # `outer(bearer(token))` with `bearer` keeping the secret in
    index = model.discovery.index
    if passed.callee[0] == "function":
        found = index.functions.get(passed.callee[1])
        class_name = None
    else:
        found = index.method(passed.callee[1], passed.callee[2])
        class_name = index.instances.get(passed.callee[1], passed.callee[1])
    if found is None:
        return _KEPT
    node, statement = found
    params = [*node.params.posonly_params, *node.params.params]
    if passed.keyword is not None:
        names = {p.name.value for p in [*params, *node.params.kwonly_params]}
        param = passed.keyword if passed.keyword in names else None
    else:
        skip = 1 if class_name is not None and not is_static(node) else 0
        at = (passed.position or 0) + skip
        param = params[at].name.value if at < len(params) else None
    if param is None:
        return _KEPT
    return _walked(model, node, statement, class_name, param, profile)


def _walked(
    model: ModuleModel,
    node: cst.FunctionDef,
    statement: int,
    class_name: str | None,
    param: str,
    profile: Profile,
) -> tuple[str | None, bool]:
    """(the sink the parameter reaches, whether a `return` hands it back), walking the
    function once with the parameter holding a secret."""
    key = (id(node), param, profile.name, profile.version)
    memo = model.secret_sinks
    if key in memo:
        return memo[key]
    memo[key] = _KEPT  # while walking it: a call back into it adds nothing
    info = FunctionInfo(node, profile, set(), statement, class_name, node.name.value)
    analyzer = FunctionAnalyzer(info, model.imports, EMPTY, is_tool_entry=False)
    analyzer.tainted.add(param)
    analysis = analyzer.run()
    sink = analysis.leaks[0].sink if analysis.leaks else None
    returns = bool(analysis.returned_secrets)
    for passed in analysis.passed_secrets:
        if sink is None and passed.returned_to is None:
            sink = callee_sink(model, passed, profile)
        elif passed.returned_to == "return" and not returns:
            returns = callee_returns(model, passed, profile)  # `return _inner(token)`
    memo[key] = (sink, returns)
    return sink, returns
