"""`devkit invoke` on google-adk tools: ADK's own FunctionTool with a real ToolContext over
an in-memory session, services switched by flags; event actions reach the report."""

from __future__ import annotations

import pytest

from .test_invoke import invoke

AGENT = """
from google.adk.agents import Agent
from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> dict:
    found = await tool_context.search_memory(query)
    tool_context.state["last_query"] = query
    return {"found": len(found.memories)}


def transfer(amount: int, tool_context: ToolContext) -> str:
    if tool_context.tool_confirmation is None:
        tool_context.request_confirmation(hint=f"send {amount}?")
        return "asked"
    return "sent" if tool_context.tool_confirmation.confirmed else "cancelled"


def counter(tool_context: ToolContext) -> int:
    tool_context.state["n"] = tool_context.state.get("n", 0) + 1
    return tool_context.state["n"]


root_agent = Agent(name="a", model="gemini-2.0-flash", tools=[recall, transfer, counter])
"""


@pytest.mark.parametrize("env_name", ["google-adk-1", "google-adk-2"])
def test_an_adk_tool_runs_with_a_real_tool_context_and_reports_its_state_delta(env_name, tmp_path):
    (tmp_path / "agent.py").write_text(AGENT)
    code, report = invoke(env_name, tmp_path, "agent.py:recall", "--args", '{"query": "x"}')
    assert code == 0 and report["result"] == {"found": 0}, report
    assert report["profile"] == "google-adk"
    assert report["events"] == [{"name": "state_delta", "payload": {"last_query": "x"}}]


def test_without_a_memory_service_the_call_raises_as_dk203_predicts(tmp_path):
    (tmp_path / "agent.py").write_text(AGENT)
    code, report = invoke(
        "google-adk-2",
        tmp_path,
        "agent.py:recall",
        "--args",
        '{"query": "x"}',
        "--no-memory-service",
    )
    assert code == 1 and "Memory service is not available" in report["error"]["message"]
    assert any("services: artifact, credential" in note for note in report["notes"])


def test_confirmation_flow_and_callback_context(tmp_path):
    (tmp_path / "agent.py").write_text(AGENT)
    code, report = invoke("google-adk-2", tmp_path, "agent.py:transfer", "--args", '{"amount": 5}')
    assert code == 0 and report["result"] == "asked"
    assert report["events"][0]["name"] == "requested_tool_confirmations"
    code, report = invoke(
        "google-adk-2", tmp_path, "agent.py:transfer", "--args", '{"amount": 5}', "--confirm", "yes"
    )
    assert code == 0 and report["result"] == "sent"
    code, report = invoke(
        "google-adk-2", tmp_path, "agent.py:transfer", "--args", '{"amount": 5}', "--callback"
    )
    assert code == 1 and "function_call_id" in report["error"]["message"]


def test_initial_state_and_unknown_tools(tmp_path):
    (tmp_path / "agent.py").write_text(AGENT)
    code, report = invoke("google-adk-1", tmp_path, "agent.py:counter", "--state", "n=41")
    assert code == 0 and report["result"] == 42
    assert report["events"] == [{"name": "state_delta", "payload": {"n": 42}}]
    code, report = invoke("google-adk-2", tmp_path, "agent.py:nope")
    assert code == 4 and "counter, recall, transfer" in report["error"]["message"]


def test_adk_missing_from_the_interpreter_is_named(tmp_path):
    (tmp_path / "agent.py").write_text(AGENT)
    code, report = invoke(None, tmp_path, "agent.py:recall")
    assert code == 4 and "google-adk is not installed" in report["error"]["message"]


def test_a_scaffolded_adk_tool_runs_in_adk(tmp_path):
    from devkit.editor.scaffold import new_tool
    from devkit.profiles import get_profile

    imports, code = new_tool(get_profile("google-adk"), "lookup")
    (tmp_path / "agent.py").write_text(imports + "\n\n" + code)
    code_, report = invoke("google-adk-2", tmp_path, "agent.py:lookup", "--args", '{"query": "q"}')
    assert code_ == 0 and report["result"] == {"query": "q"}, report


AUTH = """
from google.adk.tools import ToolContext

def calendar(tool_context: ToolContext) -> str:
    credential = tool_context.get_auth_response(None)
    return f"token {credential.oauth2.access_token}"
"""


def test_a_given_auth_response_reaches_the_tool_and_never_the_report(tmp_path):
    from .test_invoke import SECRET

    (tmp_path / "agent.py").write_text(AUTH)
    code, report = invoke(
        "google-adk-2",
        tmp_path,
        "agent.py:calendar",
        "--auth-response",
        "env:TOKEN",
        env={"TOKEN": SECRET},
    )
    assert code == 0 and report["result"].startswith("token **"), report
