"""SPEC §4 clause by clause: discovery, context variables, narrowing, interprocedural use."""

from __future__ import annotations

import textwrap

import pytest

from devkit.checker.engine import check_source


def codes(source: str, only: str | None = None) -> list[tuple[str, int]]:
    found = check_source(textwrap.dedent(source).lstrip(), "t.py").findings
    assert not [f for f in found if f.code in ("DK901", "DK001")], [f.message for f in found]
    return [(f.code, f.line) for f in found if only is None or f.code == only]


# --- import spellings and tool forms -----------------------------------------------------

IMPORT_FORMS = {
    "from-import": "from devkit.agent import tool, ToolExecutionContext as Ctx\n@tool(name='t')\ndef t(args, ctx: Ctx):\n    return ctx.identity.tenant\n",
    "module-alias": "import devkit.agent as a\n@a.tool(name='t')\ndef t(args, ctx: a.ToolExecutionContext):\n    return ctx.identity.tenant\n",
    "from-package": "from devkit import agent\n@agent.tool(name='t')\ndef t(args, ctx):\n    return ctx.identity.tenant\n",
    "dotted": "import devkit.agent\n@devkit.agent.tool(name='t')\ndef t(args, ctx):\n    return ctx.identity.tenant\n",
    "string-annotation": "from devkit.agent import ToolExecutionContext\ndef helper(ctx: 'ToolExecutionContext'):\n    return ctx.identity.tenant\n",
    "optional-annotation": "from devkit.agent import ToolExecutionContext\ndef helper(ctx: ToolExecutionContext | None = None):\n    return ctx.identity.tenant\n",
    "class-form": "from devkit.agent import Tool\nclass T(Tool):\n    name = 't'\n    def execute(self, args, ctx):\n        return ctx.identity.tenant\n",
    "mcp-method": "from devkit.mcp import tool\nclass S:\n    @tool(name='t')\n    def t(self, input, ctx):\n        return ctx.abort_signal.aborted\n",
    "adk-lambda": "from devkit.adk import create_tool\nt = create_tool(name='t', fn=lambda args, ctx: ctx.memory_service.x)\n",
    "adk-named-fn": "from devkit.adk import create_tool\ndef f(args, c):\n    return c.memory_service.x\nt = create_tool(name='t', fn=f)\n",
    "adk-plain-fn": "from devkit.adk import ToolContext\ndef f(query: str, tool_context: ToolContext):\n    return tool_context.memory_service.x\n",
    "decorator-applied": "from devkit.agent import tool\ndef impl(args, ctx):\n    return ctx.identity.tenant\nt = tool(name='t')(impl)\n",
    "decorator-on-lambda": "from devkit.agent import tool\nt = tool(name='t')(lambda args, ctx: ctx.identity.tenant)\n",
    "mcp-decorator-applied": "import devkit.mcp as m\ndef impl(input, ctx):\n    return ctx.abort_signal.aborted\nm.tool(name='t')(impl)\n",
}


@pytest.mark.parametrize("source", IMPORT_FORMS.values(), ids=IMPORT_FORMS.keys())
def test_every_import_spelling_and_tool_form_is_recognised(source):
    assert [c for c, _ in codes(source, "DK201")] == ["DK201"]


def test_a_file_without_a_profile_import_has_no_findings():
    assert (
        codes(
            "from other.agent import tool\n@tool(name='t')\ndef t(args, ctx):\n    return ctx.identity.tenant\n"
        )
        == []
    )
    assert (
        codes("def t(args, ctx):\n    return ctx.credential.secret\n# devkit is mentioned here\n")
        == []
    )


def test_unrelated_parameters_are_not_contexts():
    src = """
        from devkit.agent import tool, ToolExecutionContext
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext, other=None):
            return other.identity.tenant, args.identity.x
    """
    assert codes(src) == []


# --- narrowing --------------------------------------------------------------------------

GUARDED = {
    "if": "if ctx.identity:\n    print(ctx.identity.tenant)",
    "is-not-none": "if ctx.identity is not None:\n    print(ctx.identity.tenant)",
    "isinstance": "if isinstance(ctx.identity, MemoryIdentity):\n    print(ctx.identity.tenant)",
    "conjunction": "if x and ctx.identity is not None and y:\n    print(ctx.identity.tenant)",
    "elif": "if x:\n    pass\nelif ctx.identity:\n    print(ctx.identity.tenant)",
    "else-of-negation": "if ctx.identity is None:\n    pass\nelse:\n    print(ctx.identity.tenant)",
    "else-of-not": "if not ctx.identity:\n    print('none')\nelse:\n    print(ctx.identity.tenant)",
    "while": "while ctx.identity is not None:\n    print(ctx.identity.tenant)\n    break",
    "early-return": "if ctx.identity is None:\n    return None\nprint(ctx.identity.tenant)",
    "early-raise": "if not ctx.identity:\n    raise ValueError('x')\nprint(ctx.identity.tenant)",
    "early-continue": "for i in x:\n    if ctx.identity is None:\n        continue\n    print(ctx.identity.tenant)",
    "early-break": "while True:\n    if ctx.identity is None:\n        break\n    print(ctx.identity.tenant)",
    "or-early-exit": "if ctx.identity is None or x:\n    return\nprint(ctx.identity.tenant)",
    "assert": "assert ctx.identity is not None\nprint(ctx.identity.tenant)",
    "and-short-circuit": "y = ctx.identity and ctx.identity.tenant",
    "or-short-circuit": "y = ctx.identity is None or ctx.identity.tenant",
    "conditional-expression": "y = ctx.identity.tenant if ctx.identity else None",
    "conditional-negated": "y = None if ctx.identity is None else ctx.identity.tenant",
    "comprehension-filter": "y = [ctx.identity.tenant for _ in x if ctx.identity]",
    "alias": "i = ctx.identity\nif i is not None:\n    print(i.tenant)",
    "alias-guards-field": "i = ctx.identity\nif i:\n    print(ctx.identity.tenant)",
    "walrus": "if (i := ctx.identity) is not None:\n    print(i.tenant)",
    "context-alias": "c = ctx\nif c.identity:\n    print(c.identity.tenant)",
    "getattr-default": "print(getattr(ctx.identity, 'tenant', None))",
    "try-attribute-error": "try:\n    print(ctx.identity.tenant)\nexcept AttributeError:\n    pass",
    "try-type-error-tuple": "try:\n    print(ctx.identity.tenant)\nexcept (KeyError, TypeError):\n    pass",
    "try-bare": "try:\n    print(ctx.identity.tenant)\nexcept:\n    pass",
    "try-exception": "try:\n    print(ctx.identity.tenant)\nexcept Exception:\n    pass",
    "both-branches-exit": "if ctx.identity is None:\n    return 1\nelse:\n    pass\nprint(ctx.identity.tenant)",
    "nested-function": "if ctx.identity is not None:\n    def cb():\n        return ctx.identity.tenant",
    "while-exit": "while ctx.identity is None:\n    pass\nprint(ctx.identity.tenant)",
}

UNGUARDED = {
    "plain": "print(ctx.identity.tenant)",
    "wrong-branch": "if ctx.identity is None:\n    print(ctx.identity.tenant)",
    "after-if-without-exit": "if ctx.identity is None:\n    print('x')\nprint(ctx.identity.tenant)",
    "disjunction": "if ctx.identity or x:\n    print(ctx.identity.tenant)",
    "other-field-tested": "if ctx.signal:\n    print(ctx.identity.tenant)",
    "call": "ctx.on_teardown(f, scope='run', key='k')",
    "subscript": "print(ctx.wanted['a'])",
    "membership": "print('a' in ctx.teardown_scopes)",
    "iteration": "for s in ctx.teardown_scopes:\n    print(s)",
    "len": "print(len(ctx.teardown_scopes))",
    "await": "async def inner():\n    await ctx.signal",
    "try-key-error": "try:\n    print(ctx.identity.tenant)\nexcept KeyError:\n    pass",
    "in-handler": "try:\n    pass\nexcept AttributeError:\n    print(ctx.identity.tenant)",
    "alias-rebound": "i = ctx.signal\nif i:\n    i = ctx.identity\n    print(i.tenant)",
    "getattr-no-default": "print(getattr(ctx.identity, 'tenant'))",
    "store": "ctx.identity.tenant = 'x'",
    "comprehension-element-unfiltered": "y = [ctx.identity.tenant for _ in x]",
    "while-exit-with-break": "while ctx.identity is None:\n    if x:\n        break\nprint(ctx.identity.tenant)",
}


def _tool(body: str) -> str:
    return (
        "from devkit.agent import tool, Need, ToolExecutionContext\n\n\n"
        "@tool(name='t', needs=[Need('g')], wants=['a'])\n"
        "def t(args, ctx: ToolExecutionContext, x=(), y=None, f=None):\n"
        + textwrap.indent(body, "    ")
        + "\n"
    )


@pytest.mark.parametrize("body", GUARDED.values(), ids=GUARDED.keys())
def test_guarded_dereference_is_not_flagged(body):
    assert codes(_tool(body), "DK201") == []


@pytest.mark.parametrize("body", UNGUARDED.values(), ids=UNGUARDED.keys())
def test_unguarded_dereference_is_flagged(body):
    assert len(codes(_tool(body), "DK201")) == 1


def test_optional_method_call_and_service_guard():
    src = """
        from devkit.adk import ToolContext
        async def f(q: str, ctx: ToolContext):
            if ctx.memory_service is not None:
                await ctx.search_memory(q)
            await ctx.load_artifact("a")
            if ctx.artifact_service:
                await ctx.save_artifact("a", b"")
    """
    assert codes(src) == [("DK203", 5)]


# --- teardown dominance -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("guard", "flagged"),
    [
        ('if "run" in (ctx.teardown_scopes or ()):', False),
        ('if ctx.teardown_scopes and "run" in ctx.teardown_scopes:', False),
        ('if "session" in (ctx.teardown_scopes or ()):', True),
        ('if "run" not in (ctx.teardown_scopes or ()):\n    return\nif True:', False),
        ("if True:", True),
    ],
)
def test_on_teardown_must_be_dominated_by_a_membership_test(guard, flagged):
    body = (
        guard
        + "\n    if ctx.on_teardown is not None:\n        ctx.on_teardown(f, scope='run', key=tool_session_key(ctx, 'run'))"
    )
    src = _tool(body).replace("import tool,", "import tool, tool_session_key,")
    assert bool(codes(src, "DK301")) is flagged


# --- interprocedural ------------------------------------------------------------------------


def test_helpers_count_as_the_tools_use_transitively_and_name_the_tool():
    src = """
        from devkit.agent import tool, ToolExecutionContext

        def deepest(c):
            return c.credential.name

        def middle(args, context):
            return deepest(context)

        class Helpers:
            def method(self, ctx):
                return middle(None, ctx)

        @tool(name="entry")
        def entry(args, ctx: ToolExecutionContext):
            return Helpers().method(ctx), middle(args, context=ctx)
    """
    found = check_source(textwrap.dedent(src).lstrip(), "t.py").findings
    dk101 = [f for f in found if f.code == "DK101"]
    assert [(f.line, f.tool) for f in dk101] == [(4, "entry")]
    assert "in helper `deepest`" in dk101[0].message
    assert dk101[0].related and dk101[0].related[0].line == 14


def test_self_method_helpers_and_recursion_are_followed():
    src = """
        from devkit.agent import Tool, ToolExecutionContext

        class Walk(Tool):
            name = "walk"

            def execute(self, args, ctx: ToolExecutionContext):
                return self._step(ctx, 3)

            def _step(self, ctx, n):
                if n:
                    return self._step(ctx, n - 1)
                return ctx.wanted
    """
    assert codes(src, "DK103") == [("DK103", 12)]


def test_caller_guards_flow_into_a_helper_called_only_under_them():
    src = """
        from devkit.agent import tool, ToolExecutionContext

        def show(ctx):
            return ctx.identity.tenant

        @tool(name="a")
        def a(args, ctx: ToolExecutionContext):
            if ctx.identity is not None:
                return show(ctx)
    """
    assert codes(src, "DK201") == []
    unguarded = src.replace("if ctx.identity is not None:", "if True:")
    assert codes(unguarded, "DK201") == [("DK201", 4)]


def test_one_finding_per_tool_for_declaration_rules_on_a_shared_helper():
    src = """
        from devkit.agent import tool, Need, ToolExecutionContext

        def name_of(ctx):
            return ctx.credential.name if ctx.credential else None

        @tool(name="declared", needs=[Need("g")])
        def declared(args, ctx: ToolExecutionContext):
            return name_of(ctx)

        @tool(name="undeclared")
        def undeclared(args, ctx: ToolExecutionContext):
            return name_of(ctx)
    """
    found = [
        f for f in check_source(textwrap.dedent(src).lstrip(), "t.py").findings if f.code == "DK101"
    ]
    assert {f.tool for f in found} == {"undeclared"}


def test_non_tool_context_functions_are_analysed():
    src = """
        from devkit.mcp import ExecutionContext
        def log_call(ctx: ExecutionContext):
            ctx.logger.info("x", who=ctx.auth.subject)
    """
    assert codes(src) == [("DK201", 3)]


def test_unknown_attribute_suggests_snake_case_of_seed_names():
    src = """
        from devkit.mcp import tool, ExecutionContext
        @tool(name="t")
        def t(input, ctx: ExecutionContext):
            return ctx.requestId, ctx.verifiedSubjct
    """
    found = check_source(textwrap.dedent(src).lstrip(), "t.py").findings
    messages = [f.message for f in found if f.code == "DK002"]
    assert any("did you mean `request_id`" in m for m in messages)
    assert any("did you mean `verified_subject`" in m for m in messages)


def test_star_import_binds_the_sdk_names():
    src = """
        from devkit.agent import *
        @tool(name="t")
        def t(args, ctx: ToolExecutionContext):
            return ctx.identity.tenant, tool_session_key(ctx, "forever")
    """
    assert {c for c, _ in codes(src)} == {"DK201", "DK304"}


def test_a_profile_imported_only_inside_a_function_is_found_after_other_import_lines():
    """Imports inside functions are looked for only where a line holding `import` is
    indented; the lines before it (a string or a top-level import holding the word) must not
    hide it."""
    body = (
        "def make():\n"
        "    from devkit.agent import ToolExecutionContext, tool\n\n"
        '    @tool(name="t")\n'
        "    def t(args, ctx: ToolExecutionContext):\n"
        "        return ctx.run_id.upper()\n\n"
        "    return t\n"
    )
    for before in (
        "",
        'x = "import"\n',
        "import json  # import devkit\n",
        "if x:\n    import_x = 1\n",
    ):
        found = [f.code for f in check_source(before + body, "t.py").findings]
        assert found == ["DK201"], before
    assert (
        check_source(
            "import json\n" + body.replace("    from devkit", "    # from devkit"), "t.py"
        ).findings
        == []
    )
