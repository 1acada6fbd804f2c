"""The shipped example tools import and behave as their docstrings say."""

from __future__ import annotations

import asyncio

from devkit.adk import InMemoryMemoryService, ToolContext
from devkit.agent import (
    InMemoryArtifactStore,
    InMemoryCredentialProvider,
    MemoryIdentity,
    TeardownRegistry,
    ToolExecutionContext,
)
from devkit.mcp import AuthInfo, ExecutionContext
from devkit.sdk.spec import get_spec


def test_agent_open_issue_runs_with_and_without_its_credential(fixture_module):
    module = fixture_module("agent/open_issue.py")
    spec = get_spec(module.open_issue)
    args = spec.parse_args({"repo": "o/r", "title": "bug"})
    without = asyncio.run(spec.call(args, ToolExecutionContext()))
    assert without["opened"] is False
    cred = InMemoryCredentialProvider({"github": "tok"}).get("github")
    store = InMemoryArtifactStore()
    result = asyncio.run(spec.call(args, ToolExecutionContext(credential=cred, artifacts=store)))
    assert result["opened"] is True and result["as"] == "github" and len(store.all_metas()) == 1


def test_agent_run_counter_registers_one_cleanup_per_run(fixture_module):
    module = fixture_module("agent/open_issue.py")
    spec = get_spec(module.RunCounter)
    registry = TeardownRegistry()
    instance = spec.owner()
    ctx = ToolExecutionContext(
        run_id="r1", teardown=registry, teardown_scopes=("run",), identity=MemoryIdentity("t", "p")
    )
    assert spec.call(spec.parse_args({}), ctx, instance)["count"] == 1
    assert spec.call(spec.parse_args({"step": 2}), ctx, instance)["count"] == 3
    assert len(registry.entries()) == 1
    asyncio.run(registry.run_scope("run"))
    assert module.RunCounter._counters == {}


def test_agent_buggy_tool_fails_at_runtime_the_way_the_checker_predicts(fixture_module):
    module = fixture_module("agent/report_store.py")
    spec = get_spec(module.save_report)
    try:
        asyncio.run(spec.call(spec.parse_args({"text": "x"}), ToolExecutionContext()))
    except AttributeError as exc:
        assert "NoneType" in str(exc)
    else:  # pragma: no cover - the bug is the point of the fixture
        raise AssertionError("save_report should crash on a missing credential")


def test_mcp_payment_method_tool(fixture_module):
    module = fixture_module("mcp/payments.py")
    spec = get_spec(module.PaymentTools.process_payment)
    ctx = ExecutionContext(auth=AuthInfo(subject="u1"), request_id="req1")
    result = asyncio.run(spec.call(spec.parse_args({"amount": 5}), ctx, spec.owner()))
    assert result == {"payment_id": "pay_req1", "amount": 5, "currency": "EUR"}
    assert ctx.logger.entries[0].fields["user_id"] == "u1"


def test_adk_recall_with_and_without_memory(fixture_module):
    module = fixture_module("adk/recall.py")
    spec = get_spec(module.recall)
    args = spec.parse_args({"query": "tea"})
    assert asyncio.run(spec.call(args, ToolContext()))["reason"] == "no memory service"
    memory = InMemoryMemoryService()
    memory.add("likes tea")
    ctx = ToolContext(memory_service=memory)
    assert asyncio.run(spec.call(args, ctx))["results"][0]["content"] == "likes tea"
    assert ctx.actions.state_delta == {"last_query": "tea"}
