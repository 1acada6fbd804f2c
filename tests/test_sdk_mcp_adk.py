from __future__ import annotations

import asyncio

import pytest
from pydantic import BaseModel

from devkit.adk import (
    EventActions,
    InMemoryArtifactService,
    InMemoryMemoryService,
    Session,
    ToolContext,
    ToolDeclarationError,
    create_tool,
    function_tool,
)
from devkit.agent import ServiceNotAttached
from devkit.mcp import (
    AuthInfo,
    EventBus,
    ExecutionContext,
    current_event_bus,
    emit_event,
    tool,
    use_guards,
)
from devkit.sdk.spec import get_spec


class Q(BaseModel):
    query: str


# --- mcp ------------------------------------------------------------------------------------


def test_structured_logger_keeps_fields():
    ctx = ExecutionContext(tool_name="t")
    ctx.logger.info("charged", amount=3, user="u1")
    entry = ctx.logger.entries[0]
    assert (entry.level, entry.message, entry.fields) == (
        "info",
        "charged",
        {"amount": 3, "user": "u1"},
    )


def test_emit_event_goes_to_the_current_bus():
    bus = EventBus()
    token = current_event_bus.set(bus)
    try:
        asyncio.run(emit_event("payment.completed", {"id": 1}))
    finally:
        current_event_bus.reset(token)
    assert [(e.name, e.payload) for e in bus.events] == [("payment.completed", {"id": 1})]


def test_guards_and_task_support_are_read_in_either_decorator_order():
    class G:
        def can_activate(self, ctx):
            return True

    @tool(name="a", task_support=True)
    @use_guards(G)
    def a(input: Q, ctx: ExecutionContext): ...

    @use_guards(G)
    @tool(name="b")
    def b(input: Q, ctx: ExecutionContext): ...

    assert get_spec(a).declarations == {"guards": (G,), "task_support": True}
    assert get_spec(b).declarations == {"guards": (G,), "task_support": False}


def test_method_tools_know_their_class(fixture_module):
    module = fixture_module("mcp/payments.py")
    spec = get_spec(module.PaymentTools.process_payment)
    assert spec.owner is module.PaymentTools and spec.args_model is module.PaymentInput
    assert spec.declarations["guards"] == (module.JWTGuard,)


def test_auth_token_is_not_in_repr():
    assert "tok-123" not in repr(AuthInfo(subject="u", token="tok-123"))


def test_bad_task_support_and_empty_guards_are_declaration_errors():
    with pytest.raises(ToolDeclarationError, match="task_support"):
        tool(name="x", task_support="yes")
    with pytest.raises(ToolDeclarationError, match="at least one guard"):
        use_guards()


# --- adk ------------------------------------------------------------------------------------


def test_service_methods_raise_teaching_error_without_their_service():
    ctx = ToolContext()
    for call in (ctx.list_artifacts(), ctx.load_artifact("a"), ctx.save_artifact("a", b"x")):
        with pytest.raises(ServiceNotAttached, match="artifact_service"):
            asyncio.run(call)
    with pytest.raises(ServiceNotAttached, match="memory_service"):
        asyncio.run(ctx.search_memory("x"))


def test_memory_search_scores_between_zero_and_one_best_first():
    memory = InMemoryMemoryService()
    memory.add("the user likes green tea")
    memory.add("the user's favourite tea is oolong")
    memory.add("unrelated")
    results = asyncio.run(ToolContext(memory_service=memory).search_memory("favourite tea"))
    assert results[0].memory.content == "the user's favourite tea is oolong"
    assert all(0 < r.score <= 1 for r in results) and len(results) == 2


def test_artifacts_are_per_session_and_versioned():
    service = InMemoryArtifactService()
    one = ToolContext(session=Session("s1"), artifact_service=service)
    two = ToolContext(session=Session("s2"), artifact_service=service)

    async def main():
        assert await one.save_artifact("a.txt", b"v0") == 0
        assert await one.save_artifact("a.txt", b"v1") == 1
        return (
            await one.load_artifact("a.txt"),
            await two.list_artifacts(),
            one.actions.artifact_delta,
        )

    assert asyncio.run(main()) == (b"v1", [], {"a.txt": 1})


def test_state_writes_are_recorded_in_state_delta():
    ctx = ToolContext(session=Session("s", state={"a": 1}), actions=EventActions())
    ctx.state["b"] = 2
    assert ctx.session.state == {"a": 1, "b": 2} and ctx.actions.state_delta == {"b": 2}


def test_create_tool_requires_fn_and_names_the_tool():
    with pytest.raises(ToolDeclarationError, match="create_tool 'recall': fn= is required"):
        create_tool(name="recall", description="d", schema=Q)
    with pytest.raises(ToolDeclarationError, match="schema must be a pydantic model"):
        create_tool(name="recall", schema=dict, fn=lambda a, c: None)


def test_create_tool_with_lambda_and_plain_function_tools():
    t = create_tool(name="echo", schema=Q, fn=lambda args, ctx: args.query)
    assert t(Q(query="hi"), ToolContext()) == "hi"

    def escalate(reason: str, tool_context: ToolContext) -> dict:
        return {"reason": reason}

    spec = function_tool(escalate)
    args = spec.parse_args({"reason": "stuck"})
    assert spec.call(args, ToolContext()) == {"reason": "stuck"}
    assert spec.context_parameter == "tool_context"


def test_an_unannotated_args_parameter_receives_the_raw_arguments():
    from devkit.agent import ToolExecutionContext
    from devkit.agent import tool as agent_tool

    @agent_tool(name="raw")
    def raw(args, ctx: ToolExecutionContext):
        return args

    spec = get_spec(raw)
    assert spec.call(spec.parse_args({"a": 1, "b": [2]}), ToolExecutionContext()) == {
        "a": 1,
        "b": [2],
    }
    untyped_lambda = create_tool(name="echo", fn=lambda args, ctx: args)
    assert untyped_lambda.fn({"q": 1}, ToolContext()) == {"q": 1}
