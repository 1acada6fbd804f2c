"""`devkit invoke` on pydantic-ai, openai-agents and LangChain tools: the framework's own
machinery builds the context; the same report, exit codes and redaction."""

from __future__ import annotations

from .test_invoke import invoke

PAI = """
from pydantic_ai import Agent, RunContext

agent = Agent("test")


@agent.tool
def greet(ctx: RunContext[dict], name: str) -> str:
    return f"hello {name} from {ctx.deps['team']}, metadata {ctx.metadata}"
"""

OAI = """
from agents import RunContextWrapper, function_tool


@function_tool
def fetch(ctx: RunContextWrapper[dict], city: str) -> str:
    return ctx.context["prefix"] + city
"""

LC = """
from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    \"\"\"Remember a fact.\"\"\"
    runtime.store.put(("facts",), "k", {"v": fact})
    return f"kept {fact} for {runtime.context['user']}"
"""


def test_pydantic_ai_runs_the_tool_in_an_agent_run_with_deps_and_metadata(tmp_path):
    (tmp_path / "tools.py").write_text(PAI)
    code, report = invoke(
        "pydantic-ai-2",
        tmp_path,
        "tools.py:greet",
        "--args",
        '{"name": "ann"}',
        "--deps",
        '{"team": "core"}',
        "--metadata",
        '{"k": 1}',
    )
    assert code == 0 and report["result"] == "hello ann from core, metadata {'k': 1}", report
    # Without --deps the run gets none: deps is None, as it is for a run without deps=
    code, report = invoke("pydantic-ai-2", tmp_path, "tools.py:greet", "--args", '{"name": "ann"}')
    assert code == 1 and report["error"]["type"] == "TypeError"
    # pydantic-ai's own validation of the arguments
    code, report = invoke("pydantic-ai-2", tmp_path, "tools.py:greet", "--args", '{"nom": 1}')
    assert code != 0


def test_openai_agents_swallowed_exceptions_are_reported_as_what_they_are(tmp_path):
    (tmp_path / "tools.py").write_text(OAI)
    code, report = invoke(
        "openai-agents-0",
        tmp_path,
        "tools.py:fetch",
        "--args",
        '{"city": "Paris"}',
        "--context",
        '{"prefix": "to "}',
    )
    assert code == 0 and report["result"] == "to Paris", report
    code, report = invoke(
        "openai-agents-0", tmp_path, "tools.py:fetch", "--args", '{"city": "Paris"}'
    )
    # The model would have seen "An error occurred while running the tool"; the report says why.
    assert code == 1 and report["error"]["type"] == "TypeError", report
    code, report = invoke("openai-agents-0", tmp_path, "tools.py:nope")
    assert code == 4 and "fetch" in report["error"]["message"]


def test_langchain_runs_the_tool_through_tool_node_with_context_and_store(tmp_path):
    (tmp_path / "tools.py").write_text(LC)
    code, report = invoke(
        "langchain-1",
        tmp_path,
        "tools.py:remember",
        "--args",
        '{"fact": "x"}',
        "--context",
        '{"user": "ann"}',
        "--store",
    )
    assert code == 0 and report["result"] == "kept x for ann", report
    code, report = invoke("langchain-1", tmp_path, "tools.py:remember", "--args", '{"fact": "x"}')
    assert code == 1 and "put" in report["error"]["message"]  # no store: DK201's prediction


STATEFUL = """
from langchain.tools import ToolRuntime, tool


@tool
def level(runtime: ToolRuntime) -> str:
    \"\"\"The user's level.\"\"\"
    return f"level {runtime.state['level']} for {runtime.context['user']}"
"""


def test_langchain_state_reaches_the_runtime(tmp_path):
    (tmp_path / "tools.py").write_text(STATEFUL)
    code, report = invoke(
        "langchain-1",
        tmp_path,
        "tools.py:level",
        "--state",
        "level=3",
        "--context",
        '{"user": "ann"}',
    )
    assert code == 0 and report["result"] == "level 3 for ann", report
