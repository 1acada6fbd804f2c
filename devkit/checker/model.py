"""The analysed module: tools, every context function, and which tools reach which helper."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import cast

import libcst as cst

from ..profiles import Profile
from .discovery import (
    Discovery,
    FunctionInfo,
    SharedEdit,
    ToolInfo,
    discover,
    is_class_method,
    is_static,
)
from .events import Analysis, CallSite
from .facts import CTX, EMPTY, Fact, Facts
from .flow import analyze_function, param_members
from .imports import ImportMap
from .raises import Raising
from .reuse import Reuse, shallow_copy
from .summaries import (
    Getter,
    NeverNoneFields,
    called_in_test,
    called_params,
    getters_called,
    literal_collections,
    member_getters,
    no_return_functions,
    string_constants,
)

# A function is analysed again each time what its callers establish changes. Facts at call
# sites only shrink once every caller is known, so this is reached only if that ever stops
# holding: a guard against a loop, not a limit on helper chains (each function counts its
# own analyses, however deep the chain).
MAX_REANALYSIS = 100


@dataclass
class ModuleModel:
    module: cst.Module
    imports: ImportMap
    discovery: Discovery
    analyses: dict[FunctionInfo, Analysis] = field(default_factory=dict)
    reach: dict[FunctionInfo, list[ToolInfo]] = field(default_factory=dict)
    _tool_functions: dict[int, list[FunctionInfo]] = field(default_factory=dict)
    # Who calls each helper with the context, with the facts at the call and at the
    # caller's entry: (caller, facts at the call, the caller's initial facts).
    callers: dict[FunctionInfo, list[tuple[FunctionInfo, Facts, Facts]]] = field(
        default_factory=dict
    )
    # The arguments (by id) that hand a member to a helper of the module analysed with it
    # (`run_query(ctx.search_memory, q)`): what the helper does with it is reported there.
    handed_to_helpers: set[int] = field(default_factory=set)
    # The sink a secret passed to a function's parameter reaches, and whether the function
    # hands it back, by (function, parameter, profile) (secret_params.py).
    secret_sinks: dict[tuple[object, ...], tuple[str | None, bool]] = field(default_factory=dict)
    # The module's names bound only to strings (`summaries.string_constants`).
    constants: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def tools(self) -> list[ToolInfo]:
        return self.discovery.tools

    def tools_of(self, function: FunctionInfo) -> list[ToolInfo]:
        return self.reach.get(function, [])

    def functions_of(self, tool: ToolInfo) -> list[FunctionInfo]:
        """The tool's entry function and every helper it passes its context to."""
        return self._tool_functions.get(id(tool), [tool.entry])

    def analyses_of(self, tool: ToolInfo) -> list[Analysis]:
        return [self.analyses[f] for f in self.functions_of(tool) if f in self.analyses]

    def tools_without(self, function: FunctionInfo, fact: Fact) -> list[ToolInfo]:
        """The tools reaching `function` along a call path on which `fact` is not
        established when it starts (a helper's finding names these, not the guarded ones)."""
        found: list[ToolInfo] = []
        seen = {function}
        stack = [function]
        while stack:
            current = stack.pop()
            found.extend(t for t in self.tools_of(current) if t.entry is current)
            for caller, at_call, at_entry in self.callers.get(current, ()):
                if fact in at_call or caller in seen:
                    continue
                if fact in at_entry:  # the caller itself undid it: every path through it
                    found.extend(self.tools_of(caller))
                    continue
                seen.add(caller)
                stack.append(caller)
        named = {id(t) for t in found}
        return [t for t in self.tools_of(function) if id(t) in named] or self.tools_of(function)


# What a helper was learned to prove, by name: its kind ("requires": after it returns;
# "true"/"false": when its answer is truthy/falsy) and the members.
_Learned = tuple[str, frozenset[str]]


def _learned(analysis: Analysis) -> _Learned | None:
    """What the helper's own analysis says a call of it proves, if anything: what holds
    whenever it returns, else the member it hands back, else what holds whenever it
    answers truthy (or falsy)."""
    if analysis.ensures:
        return "requires", analysis.ensures
    if analysis.returns:
        # a member handed back (`x = ctx.f or None; return x`): tested, it proves the
        # member, as its answers would; dereferenced, it is the member
        return "returns", frozenset({analysis.returns})
    if analysis.when_true:
        return "true", analysis.when_true
    if analysis.when_false:
        return "false", analysis.when_false
    return None


def _learned_getter(
    function: FunctionInfo, name: str, learned: _Learned, reveals: bool
) -> Getter | None:
    """The summary of a helper proving `learned` of its context parameter, read as the
    test `p.identity is not None and ...`: after a call returns (a requiring helper), or
    where the call is tested (a predicate; `not (...)` when its falsy answer proves it)."""
    kind, members = learned
    node = cast(cst.FunctionDef, function.node)
    (param,) = function.ctx_params
    positional = called_params(node, function.class_name)
    if positional is None:
        return None  # a class method or a property: not called as `self.m(ctx)`
    names = [p.name.value for p in positional]
    index = names.index(param) if param in names else -1
    is_async = node.asynchronous is not None
    if kind == "returns":  # `return ctx.identity` on every way out: a getter of it
        (chain,) = members
        return Getter(name, index, param, chain, is_async, reveals=reveals, learned=True)
    # `p.a is not None and p.b is not None`, or where the falsy answer proves them
    # `p.a is None or p.b is None` (read as the None tests DK204 knows)
    answered_none = kind == "false"
    tests: list[cst.BaseExpression] = []
    for member in sorted(members):
        value: cst.BaseExpression = cst.Name(param)
        for part in member.split("."):
            value = cst.Attribute(value, cst.Name(part))
        operator = cst.Is() if answered_none else cst.IsNot()
        tests.append(cst.Comparison(value, [cst.ComparisonTarget(operator, cst.Name("None"))]))
    test = tests[0]
    for more in tests[1:]:
        test = cst.BooleanOperation(test, cst.Or() if answered_none else cst.And(), more)
    requires = kind == "requires"
    return Getter(name, index, param, "", is_async, test, reveals, requires, learned=True)


def _answers_a_question(getter: Getter, analysis: Analysis) -> bool:
    """Whether the text's reading of a helper (it hands back what a method call returned)
    is better read as what its analysis found: that call answers a question about the
    context (`return ctx.session.check_client_capability(...)`), so the helper's truthy
    answer proves what that answer does."""
    return (
        getter.test is None
        and getter.chain.endswith("()")
        and bool(analysis.when_true or analysis.when_false)
    )


def _summary_name(function: FunctionInfo) -> str:
    """The name a function's summary goes by: `f`, or `Class.m` for a method."""
    if function.class_name is None:
        return function.name
    return f"{function.class_name}.{function.name}"


def _only_reveals(getter: Getter) -> bool:
    """A getter standing only for "returns a revealed secret" (no member, test or context)."""
    return (
        not (getter.chain or getter.test is not None or getter.requires or getter.elements)
        and not getter.context
    )


class _Builder:
    def __init__(
        self,
        module: cst.Module,
        imports: ImportMap,
        discovery: Discovery | None = None,
        stop: Callable[[], None] = lambda: None,
        reuse: Reuse | None = None,
        view: Callable[[Profile], Profile] | None = None,
        share: bool = True,
        text: str | None = None,
    ) -> None:
        self.stop = stop  # raises when the caller no longer wants this analysis
        self.reuse = reuse  # an editor's analyses of unchanged functions
        self.imports = imports
        self.discovery = (
            discovery
            if discovery is not None
            else discover(module, imports, view or _same, reuse, share)
        )
        self.model = ModuleModel(module, imports, self.discovery)
        self.no_return = no_return_functions(module, imports, reuse)
        self.text = text
        self.walrus = text is None or ":=" in text  # whether an expression may bind a name
        self.constants = self.model.constants = string_constants(module, text)
        self.collections = literal_collections(module, text)  # `x in ALLOWED` proves x
        # `notify = _notify` at the top level: calls of `notify` call `_notify`
        self.function_aliases = {
            alias: node.name.value
            for alias, (node, _) in self.discovery.index.functions.items()
            if node.name.value != alias
        }
        self._secrets_possible: dict[tuple[str, int | None], bool] = {}
        reveal = next(
            (
                t.profile.reveal_method
                for t in self.discovery.tools
                if t.profile.reveal_method and self._may_hold_secrets(t.profile)
            ),
            None,
        )
        self.getters = member_getters(module, reveal, self.function_aliases, reuse, text)
        for name, returner in self.discovery.returners.items():
            self.getters[name] = Getter(
                name,
                -1,
                "",
                "",
                returner.is_async,
                context=returner.profile.name,
                context_or_none=returner.or_none,
            )
        self.fields = NeverNoneFields(self.discovery.index.classes)
        self.raising = Raising(module, self.discovery.index)
        # What every function's analysis depends on module-wide (one token while unchanged).
        module_wide = (
            tuple(sorted((k, p.name, sym) for k, (p, sym) in imports.names.items())),
            tuple(sorted(imports.modules.items())),
            tuple(sorted(imports.standard.items())),
            self.no_return,
            tuple(sorted(self.constants.items())),
            tuple(sorted(self.collections)),
            tuple(sorted(self.function_aliases.items())),
            # a reveal written anywhere makes secrets possible in every function
            tuple(
                sorted(
                    {
                        (t.profile.name, self._may_hold_secrets(t.profile))
                        for t in self.discovery.tools
                    }
                )
            ),
        )
        self.module_key = reuse.token("analysis", module_wide) if reuse else module_wide
        self.infos: dict[int, FunctionInfo] = {id(f.node): f for f in self.discovery.functions}
        self.call_sites: dict[FunctionInfo, dict[int, CallSite]] = {}  # by the call's node
        self.edges: dict[FunctionInfo, set[FunctionInfo]] = {}
        # What each function was last analysed with (facts, context names, maybe None,
        # members): analysed again only when that changes.
        self.analysed_with: dict[FunctionInfo, tuple[object, ...]] = {}
        self.runs: dict[FunctionInfo, int] = {}
        self._resolved: dict[int, FunctionInfo] = {}  # call node -> the helper it calls
        self._site_callers: dict[int, FunctionInfo] = {}  # call node -> the function calling
        # what a recursive function's other callers established when it was last entered
        self._outer_facts: dict[FunctionInfo, Facts] = {}
        self._restarted: set[FunctionInfo] = set()  # entered with its other callers' facts

    def build(self) -> ModuleModel:
        entries = [t.entry for t in self.discovery.tools if t.entry.analysed]
        self.entry_set = set(entries)
        self.called_by_framework = {
            t.entry for t in self.discovery.tools if t.entry.analysed and not t.implicit
        }
        queue: deque[FunctionInfo] = deque(dict.fromkeys(entries))
        self._decided: dict[str, int] = {}  # how often a function's answer changed
        self._requirements_decided: dict[str, int] = {}  # the same, for what calls prove
        self._learned: dict[str, _Learned | None] = {}  # what each helper was learned to prove
        if self.reuse is not None:
            self._recall_learned(self.reuse)
        self._drain(queue, [f for f in self.discovery.functions if f not in self.entry_set])
        while callers := self._learn_secret_returns() or self._learn_requirements():
            for caller in callers:
                self.analysed_with.pop(caller, None)  # the same facts, a new getter
            self._drain(deque(callers), [])
        if self.reuse is not None:
            self._keep_learned(self.reuse)
        self._compute_reach()
        self._record_callers()
        return self.model

    def _learn_secret_returns(self) -> list[FunctionInfo]:
        """Whether each analysed function of the module returns a revealed secret, as its
        own analysis found (`d["auth"] = token; return d` does; `value = token; value =
        "sent"; return value` does not): the getters say so from then on (the text alone,
        `summaries.member_getters`, guessed first), and the functions calling one whose
        answer changed are returned, to be analysed again."""
        changed: set[str] = set()
        for function, analysis in self.model.analyses.items():
            if type(function.node) is not cst.FunctionDef or function in self.entry_set:
                continue
            if not self._may_hold_secrets(function.profile):
                continue  # not followed: the analysis cannot tell
            name = _summary_name(function)
            reveals = bool(analysis.returned_secrets)
            known = self.getters.get(name)
            if (known is not None and known.reveals) == reveals or self._decided.get(name) == 2:
                continue
            self._decided[name] = self._decided.get(name, 0) + 1  # a cycle settles
            changed.add(name)
            if reveals:
                is_async = function.node.asynchronous is not None
                self.getters[name] = (
                    replace(known, reveals=True)
                    if known is not None
                    else Getter(name, 0, "", "", is_async, reveals=True)
                )
            elif known is not None and _only_reveals(known):
                del self.getters[name]
            elif known is not None:
                self.getters[name] = replace(known, reveals=False)
        return self._callers_of(changed)

    def _callers_of(self, changed: set[str]) -> list[FunctionInfo]:
        """The analysed functions calling one of `changed` (whose summary changed)."""
        if not changed:
            return []
        changed = self._tests_calling(changed)
        short = {n.rpartition(".")[2] for n in changed}  # `Class.m` is called as `self.m`
        return [
            f
            for f, analysis in self.model.analyses.items()
            if any(n in changed or n.rpartition(".")[2] in short for n in analysis.called)
        ]

    def _tests_calling(self, changed: set[str]) -> set[str]:
        """`changed` and the predicates whose test calls one of them (`return not
        _missing(c)`): a call of those is read through the changed one's summary."""
        grown = set(changed)
        while True:
            more = {
                name
                for name, getter in self.getters.items()
                if name not in grown
                and getter.test is not None
                and not grown.isdisjoint(called_in_test(getter.test, self.getters))
            }
            if not more:
                return grown
            grown |= more

    def _recall_learned(self, reuse: Reuse) -> None:
        """An editor's check starts from what the last one learned of its unchanged helpers:
        their callers' analyses, kept with those summaries, are then reused at once. The
        helpers' own analyses still decide (`_learn_requirements` corrects a stale one)."""
        index = self.discovery.index
        nodes = [(name, node) for name, (node, _) in index.functions.items()]
        nodes += [(f"{c}.{m}", node) for (c, m), (node, _) in index.methods.items()]
        for name, node in nodes:
            held = _held(node)
            entry = reuse.recalled(("learned", id(held)))
            if entry is None or entry[0] is not held or entry[1] != name:
                continue
            _, _, proves, getter, params = entry
            if not params.deep_equals(node.params):
                continue  # its summary names the parameters
            known = self.getters.get(name)
            if known is not None and not known.learned:
                if getter is not None and getter.name == known.name and not getter.learned:
                    self.getters[name] = replace(known, ensures=getter.ensures)
                continue  # its text says what it does; what it reads was learned
            self._learned[name] = proves
            if getter is not None:
                self.getters[name] = getter

    def _keep_learned(self, reuse: Reuse) -> None:
        """Keep what this check learned of each helper (what calls of it prove, what it
        reads), for `_recall_learned` in the next one."""
        for function in self.model.analyses:
            name = _summary_name(function)
            getter = self.getters.get(name)
            if name not in self._learned and (getter is None or not getter.ensures):
                continue
            learned = getter if getter is not None and (getter.learned or getter.ensures) else None
            node = function.node
            if type(node) is not cst.FunctionDef:
                continue
            held = _held(node)
            entry = (held, name, self._learned.get(name), learned, node.params)
            reuse.keep(("learned", id(held)), entry)

    def _learn_requirements(self) -> list[FunctionInfo]:
        """What each helper ensures when it returns, as its own analysis found (`if ident is
        None: raise` after other code, in a `with`, in a loop): its calls prove those
        members from then on, as the text's requiring helpers do (`summaries._requirer`
        reads only the plain forms). Returns the functions calling one whose answer changed,
        to be analysed again."""
        changed: set[str] = set()
        for function, analysis in self.model.analyses.items():
            node = function.node
            if type(node) is not cst.FunctionDef or len(function.ctx_params) != 1:
                continue
            name = _summary_name(function)
            known = self.getters.get(name)
            if known is not None and not (
                known.learned
                or (known.reveals and _only_reveals(known))
                or _answers_a_question(known, analysis)
            ):
                # the text said what it does (a getter, a predicate, a requirer); a getter
                # reading members on its way back proves them once a call has returned
                if (
                    known.test is None
                    and not known.context
                    and known.ensures != analysis.ensures
                    and self._requirements_decided.get(name, 0) < 2
                ):
                    self._requirements_decided[name] = self._requirements_decided.get(name, 0) + 1
                    self.getters[name] = replace(known, ensures=analysis.ensures)
                    changed.add(name)
                continue
            reveals = known is not None and known.reveals
            proves = _learned(analysis)
            if proves == self._learned.get(name) or self._requirements_decided.get(name, 0) >= 2:
                continue
            self._requirements_decided[name] = self._requirements_decided.get(name, 0) + 1
            self._learned[name] = proves
            learned = _learned_getter(function, name, proves, reveals) if proves else None
            if learned is None and known is None:
                continue  # nothing learned before either (a method not called as `self.m`)
            changed.add(name)
            if learned is not None:
                self.getters[name] = learned
            elif reveals:
                self.getters[name] = replace(
                    cast(Getter, known), index=0, param="", test=None, requires=False, learned=False
                )
            else:
                del self.getters[name]
        return self._callers_of(changed)

    def _drain(self, queue: deque[FunctionInfo], others: list[FunctionInfo]) -> None:
        """Analyse the queued functions and those they hand the context to, then `others`."""
        entry_set, called_by_framework = self.entry_set, self.called_by_framework
        while queue or others:
            self.stop()
            function = queue.popleft() if queue else others.pop(0)
            # A tool's entry is called by its framework, with nothing established, whatever
            # other callers establish.
            initial = EMPTY if function in called_by_framework else self._initial_facts(function)
            key = (
                initial,
                frozenset(function.ctx_params),
                function.ctx_maybe_none,
                function.member_params,
            )
            if (
                self.analysed_with.get(function) == key
                or self.runs.get(function, 0) >= MAX_REANALYSIS
            ):
                self._meet_cycle_later(function, queue)
                continue
            self.analysed_with[function] = key
            self.runs[function] = self.runs.get(function, 0) + 1
            analysis = self._analyse(function, initial, function in entry_set)
            self.model.analyses[function] = analysis
            for call in analysis.calls:
                callee = self._resolve(function, call)
                if callee is None:
                    continue
                self._resolved[id(call.node)] = callee
                self.model.handed_to_helpers.update(id(arg) for arg in call.member_args)
                self.edges.setdefault(function, set()).add(callee)
                # The newest analysis of a call site replaces the older one (facts only shrink).
                self.call_sites.setdefault(callee, {})[id(call.node)] = call
                self._site_callers[id(call.node)] = function
                queue.append(callee)
            self._meet_cycle_later(function, queue)

    def _record_callers(self) -> None:
        for caller in self.edges:
            analysis = self.model.analyses.get(caller)
            if analysis is None:
                continue
            entry = cast(Facts, self.analysed_with.get(caller, (EMPTY,))[0])
            for call in analysis.calls:
                callee = self._resolved.get(id(call.node))
                if callee is not None:
                    self.model.callers.setdefault(callee, []).append((caller, call.facts, entry))

    def _analyse(self, function: FunctionInfo, initial: Facts, is_entry: bool) -> Analysis:
        """The function's analysis: reused when the same node was analysed the same way."""
        node = function.node
        # A function's analysis reads its parameters and body, not its decorators: a new
        # header with the same parameters (an edited decorator) reuses it.
        shape = (
            (id(node.params), id(node.body), node.asynchronous is not None)
            if type(node) is cst.FunctionDef
            else id(node)
        )
        key = (
            shape,
            initial,
            frozenset(function.ctx_params),
            function.member_params,
            function.member_attrs,
            function.ctx_attrs,
            function.ctx_attrs_optional,
            function.ctx_maybe_none,
            is_entry,
            function.class_name,
            function.name,
            function.profile.name,
            function.profile.version,
            self.module_key,
        )
        if self.reuse is not None:
            known = self.reuse.analysis(key, _held(node))
            # Not in the key: editing one getter must not re-analyse every function.
            if (
                known is not None
                and known.getters_used == getters_called(self.getters, known.called)
                and all(self.fields.read(c) == f for c, f in known.fields_read)
                and all(self.raising.recall(label) == r for label, r in known.raises_read)
            ):
                # the same info when discovery handed out the kept one (nothing edits either)
                return (
                    known if known.function is function else shallow_copy(known, function=function)
                )
        analysis = analyze_function(
            function,
            self.imports,
            initial,
            is_tool_entry=is_entry,
            no_return=self.no_return,
            constants=self.constants,
            collections=self.collections,
            getters=self.getters,
            fields=self.fields,
            secrets=self._may_hold_secrets(function.profile),
            aliases=self.function_aliases,
            walrus=self.walrus,
            raising=self.raising,
        )
        if self.reuse is not None:
            self.reuse.keep_analysis(key, _held(node), analysis)
        return analysis

    def _may_hold_secrets(self, profile: Profile) -> bool:
        """Whether the module's text names something that reveals a secret of `profile`
        (`.reveal(`, `token`): if not, no value in it is one."""
        if self.text is None:
            return True
        key = (profile.name, profile.version)
        known = self._secrets_possible.get(key)
        if known is None:  # asked once per analysed function: the text is read once
            known = any(word in self.text for word in profile.secret_words())
            self._secrets_possible[key] = known
        return known

    def _initial_facts(self, function: FunctionInfo) -> Facts:
        """What holds at every call of `function`. Calls from within its own cycle (itself,
        or `_odd` calling back `_even`) start from what its other callers establish
        (optimistic): their facts were found with some earlier entry, so they are met only
        while that entry stands, and each round can only take facts away until it settles
        (the greatest fixpoint)."""
        sites = self.call_sites.get(function, {})
        if not sites:
            return EMPTY
        outer: Facts | None = None
        inner: Facts | None = None
        cycle = self._reaching(function) if function in self.edges else set()
        for key, site in sites.items():
            if self._site_callers.get(key) in cycle:
                inner = site.facts if inner is None else inner & site.facts
            else:
                outer = site.facts if outer is None else outer & site.facts
        if outer is None:  # called only by itself: never entered from outside
            return cast(Facts, inner)
        if inner is None:
            return outer
        if self._outer_facts.get(function) != outer:  # the other callers changed: start over
            self._outer_facts[function] = outer
            self._restarted.add(function)  # (met with its cycle's calls once they are found)
            return outer
        return outer & inner

    def _meet_cycle_later(self, function: FunctionInfo, queue: deque[FunctionInfo]) -> None:
        """A function entered with its other callers' facts alone comes back once the
        functions it calls have been analysed: then the calls from its cycle are met too."""
        if function in self._restarted:
            self._restarted.discard(function)
            queue.append(function)

    def _reaching(self, function: FunctionInfo) -> set[FunctionInfo]:
        """The functions `function` calls, directly or not, so far (itself if recursive):
        a call from one of them is a call from within its own cycle."""
        found: set[FunctionInfo] = set()
        todo = [function]
        while todo:
            for callee in self.edges.get(todo.pop(), ()):
                if callee not in found:
                    found.add(callee)
                    todo.append(callee)
        return found

    def _resolve(self, caller: FunctionInfo, call: CallSite) -> FunctionInfo | None:
        index = self.discovery.index
        skip_self = 0
        if call.callee[0] == "function":
            found = index.functions.get(call.callee[1])
        else:
            _, owner, name = call.callee
            found = index.method(owner, name)
            # self.m(ctx) / cls.m(ctx) / instance.m(ctx) bind the first parameter;
            # Class.m(x, ctx) does not, unless the method is a static method.
            bound = owner == caller.class_name or _is_instance_call(call) or owner.endswith("()")
            if found is not None and (
                bound or owner in index.instances or is_class_method(found[0])
            ):
                skip_self = 0 if is_static(found[0]) else 1
        if found is None:
            return None
        node, statement = found
        params = [*node.params.posonly_params, *node.params.params]
        ctx_names: set[str] = set()
        maybe_none = False
        for position in call.positional:
            target = position + skip_self
            if target < len(params):
                ctx_names.add(params[target].name.value)
                maybe_none = maybe_none or position in call.maybe_none
        all_names = {p.name.value for p in [*params, *node.params.kwonly_params]}
        ctx_names |= call.keywords & all_names
        maybe_none = maybe_none or bool(call.keywords & all_names & call.maybe_none)
        members = param_members(node, dict(call.members), skip_self)
        for where, key in call.in_dicts:  # `run({"ctx": ctx})`: `deps["ctx"]` is the context
            for param in param_members(node, {where: key}, skip_self):
                members[f"{param}[{key!r}]"] = CTX
        star_kwarg = node.params.star_kwarg
        if isinstance(star_kwarg, cst.Param):
            # `helper(ctx=ctx)` into `def helper(**kwargs)`: `kwargs["ctx"]` is the context
            for key in sorted(call.keywords - all_names):
                members[f"{star_kwarg.name.value}[{key!r}]"] = CTX
        if not ctx_names and not members:
            # `self.m()` after `self.ctx = ctx`, `m` reading `self.ctx`: it gets these facts
            reader = self.infos.get(id(node))
            if (
                reader is None
                or not skip_self
                or not reader.ctx_attrs
                or reader.ctx_attrs_optional  # (the class sets it to None too: left so)
                or not reader.ctx_attrs <= call.self_attrs
                or reader.profile is not caller.profile
            ):
                return None
            return reader
        info = self.infos.get(id(node))
        if info is None:
            owner_class = index.class_of(call.callee[1]) if call.callee[0] == "method" else None
            info = FunctionInfo(
                node, caller.profile, set(), statement, owner_class, node.name.value
            )
            self.infos[id(node)] = info
        if info.profile is not caller.profile:
            return None
        held = _held_members(info.member_params, members)
        if (
            not ctx_names <= info.ctx_params
            or (maybe_none and not info.ctx_maybe_none)
            or held != info.member_params
        ):
            if id(info) in self.discovery.shared:  # kept from the last check: not edited
                if self.reuse is not None:
                    self.reuse.mark_edited(self.model.module.body[info.statement])
                raise SharedEdit
            info.ctx_params |= ctx_names
            info.ctx_maybe_none = info.ctx_maybe_none or maybe_none
            info.member_params = held
        return info

    def _compute_reach(self) -> None:
        edges, reach = self.edges, self.model.reach
        for tool in self.discovery.tools:
            seen: list[FunctionInfo] = [tool.entry]
            if tool.entry in edges:  # most tools call no helper with their context
                stack = list(edges[tool.entry])
                while stack:
                    function = stack.pop()
                    if function in seen:
                        continue
                    seen.append(function)
                    stack.extend(edges.get(function, ()))
            self.model._tool_functions[id(tool)] = seen
            for function in seen:
                found = reach.get(function)
                if found is None:
                    reach[function] = [tool]
                else:
                    found.append(tool)


def _held(node: cst.CSTNode) -> cst.CSTNode:
    """The node an analysis is kept under: a function's body (its parameters are in the key,
    and stay alive with the analysis), or the node itself."""
    return node.body if type(node) is cst.FunctionDef else node


def _held_members(
    known: tuple[tuple[str, str], ...], new: dict[str, str]
) -> tuple[tuple[str, str], ...]:
    """The members a function's parameters hold, with one more caller's: a parameter that
    callers hand different members (or the context elsewhere) holds none ("")."""
    held = dict(known)
    for name, path in new.items():
        held[name] = path if held.get(name, path) == path else ""
    return tuple(sorted(held.items()))


def _is_instance_call(call: CallSite) -> bool:
    return call.callee[1] in ("self", "cls")


def build_model(
    module: cst.Module,
    imports: ImportMap,
    stop: Callable[[], None] = lambda: None,
    reuse: Reuse | None = None,
    view: Callable[[Profile], Profile] | None = None,
    text: str | None = None,
) -> ModuleModel:
    """The module's model; `view` gives each profile as of the version the file targets;
    `text`, the module's source when at hand, spares looking for what it never mentions."""
    try:
        return _Builder(module, imports, stop=stop, reuse=reuse, view=view, text=text).build()
    except SharedEdit:  # a helper call newly edits a kept function info: copies this time
        return _Builder(
            module, imports, stop=stop, reuse=reuse, view=view, share=False, text=text
        ).build()


def _same(profile: Profile) -> Profile:
    return profile
