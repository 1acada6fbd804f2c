"""pydantic-ai, openai-agents and LangChain findings, each shown failing in the framework
(through its own machinery: `run_other.py`)."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from devkit.checker.engine import check_source

from .conftest import HERE
from .environments import BY_NAME

PAI = "from pydantic_ai import Agent, RunContext\n\nagent = Agent('test')\n"
OAI = "from agents import RunContextWrapper, function_tool\nfrom agents.tool_context import ToolContext\n"
LC = "from langchain.tools import ToolRuntime, tool\n"
SWALLOWED = "An error occurred while running the tool"


@dataclass(frozen=True)
class Case:
    id: str
    env: str
    code: str
    source: str
    tool: str
    failed: Callable[[dict], bool]
    arguments: dict | None = None


def _error(kind: str) -> Callable[[dict], bool]:
    return lambda o: str(o.get("error", "")).startswith(kind)


CASES = (
    Case(
        "pydantic-ai-metadata-is-none-without-run-metadata",
        "pydantic-ai-2",
        "DK201",
        PAI
        + """
@agent.tool
def whoami(ctx: RunContext[None]) -> str:
    return ctx.metadata["user"]
""",
        "whoami",
        _error("TypeError"),
    ),
    Case(
        "pydantic-ai-deps-none-when-the-generic-admits-none",
        "pydantic-ai-2",
        "DK201",
        PAI
        + """
@agent.tool
def whoami(ctx: RunContext[dict | None]) -> str:
    return ctx.deps["user"]
""",
        "whoami",
        _error("TypeError"),
    ),
    Case(
        # the module's own run passes no deps=: pydantic-ai hands the tool None
        "pydantic-ai-deps-none-when-the-module-runs-the-agent-without-deps",
        "pydantic-ai-2",
        "DK201",
        """from dataclasses import dataclass
from pydantic_ai import Agent, RunContext

@dataclass
class Deps:
    user: str

agent = Agent('test', deps_type=Deps)

@agent.tool
def whoami(ctx: RunContext[Deps]) -> str:
    return ctx.deps.user

def main() -> None:
    print(agent.run_sync("who am I?").output)
""",
        "whoami",
        _error("AttributeError"),
    ),
    Case(
        "pydantic-ai-context-not-first-in-an-agents-tools-list",
        "pydantic-ai-2",
        "DK004",
        """from pydantic_ai import Agent, RunContext

def lookup(query: str, ctx: RunContext[None]) -> str:
    return query

agent = Agent('test', tools=[lookup])
""",
        "lookup",
        lambda o: "UserError" in o.get("import_error", ""),
    ),
    Case(
        "pydantic-ai-context-not-first-fails-at-registration",
        "pydantic-ai-2",
        "DK004",
        PAI
        + """
@agent.tool
def lookup(query: str, ctx: RunContext[None]) -> str:
    return query
""",
        "lookup",
        lambda o: "UserError" in o.get("import_error", ""),
    ),
    Case(
        # `@agent.tool` passes the context first: another annotation there is refused
        "pydantic-ai-first-parameter-of-agent-tool-annotated-otherwise",
        "pydantic-ai-2",
        "DK004",
        """from dataclasses import dataclass
from pydantic_ai import Agent

@dataclass
class Deps:
    user: str

agent = Agent('test', deps_type=Deps)

@agent.tool
def whoami(deps: Deps) -> str:
    return deps.user
""",
        "whoami",
        lambda o: "UserError" in o.get("import_error", ""),
    ),
    Case(
        "pydantic-ai-context-in-tool-plain-fails-at-registration",
        "pydantic-ai-2",
        "DK004",
        PAI
        + """
@agent.tool_plain
def lookup(ctx: RunContext[None]) -> str:
    return "x"
""",
        "lookup",
        lambda o: "UserError" in o.get("import_error", ""),
    ),
    Case(
        "pydantic-ai-emit-not-awaited",
        "pydantic-ai-2",
        "DK005",
        PAI
        + """
@agent.tool
async def progress(ctx: RunContext[None]) -> str:
    return str(ctx.emit("half"))
""",
        "progress",
        lambda o: "coroutine object" in str(o.get("result")),
    ),
    Case(
        "openai-tool-input-is-none-and-the-error-is-swallowed",
        "openai-agents-0",
        "DK201",
        OAI
        + """
@function_tool
def fetch(ctx: RunContextWrapper[dict], city: str) -> str:
    return ctx.tool_input["x"] + city
""",
        "fetch",
        lambda o: SWALLOWED in str(o.get("result")),
        {"city": "Paris"},
    ),
    Case(
        "openai-context-none-when-the-generic-admits-none",
        "openai-agents-0",
        "DK201",
        OAI
        + """
@function_tool
def whoami(ctx: RunContextWrapper[dict | None]) -> str:
    return ctx.context["user"]
""",
        "whoami",
        lambda o: SWALLOWED in str(o.get("result")),
    ),
    Case(
        "openai-context-not-first-fails-at-registration",
        "openai-agents-0",
        "DK004",
        OAI
        + """
@function_tool
def late(city: str, ctx: ToolContext[dict]) -> str:
    return city
""",
        "late",
        lambda o: "UserError" in o.get("import_error", ""),
    ),
    Case(
        "langchain-store-is-none-without-a-store",
        "langchain-1",
        "DK201",
        LC
        + """
@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    \"\"\"Remember a fact.\"\"\"
    runtime.store.put(("facts",), "k", {"v": fact})
    return "ok"
""",
        "remember",
        _error("AttributeError"),
        {"fact": "x"},
    ),
    Case(
        "langchain-server-info-is-none-outside-langgraph-server",
        "langchain-1",
        "DK201",
        LC
        + """
@tool
def where(runtime: ToolRuntime) -> str:
    \"\"\"Where this runs.\"\"\"
    return runtime.server_info.assistant_id
""",
        "where",
        _error("AttributeError"),
    ),
    Case(
        "langchain-untyped-runtime-stays-in-the-model-visible-schema",
        "langchain-1",
        "DK004",
        LC
        + """
@tool
def where(city: str, runtime=None) -> str:
    \"\"\"Where.\"\"\"
    return city
""",
        "where",
        lambda o: "runtime" in o.get("schema", []),
        {"city": "Paris"},
    ),
    Case(
        "langchain-base-tool-with-args-schema-never-gets-the-runtime",
        "langchain-1",
        "DK004",
        """from pydantic import BaseModel
from langchain.tools import ToolRuntime
from langchain_core.tools import BaseTool


class Query(BaseModel):
    query: str


class Search(BaseTool):
    name: str = "search"
    description: str = "Search."
    args_schema: type[BaseModel] = Query

    def _run(self, query: str, runtime: ToolRuntime) -> str:
        return query
""",
        "Search",
        lambda o: "runtime" in str(o.get("error", "")) or "runtime" in str(o.get("result", "")),
        {"query": "q"},
    ),
    Case(
        # the module's own Runner.run passes no context=: the tool gets None
        "openai-agents-context-none-when-the-module-runs-the-agent-without-context",
        "openai-agents-0",
        "DK201",
        """from dataclasses import dataclass
from agents import Agent, RunContextWrapper, Runner, function_tool

@dataclass
class User:
    name: str

@function_tool
def whoami(ctx: RunContextWrapper[User]) -> str:
    return ctx.context.name

agent = Agent(name="a", tools=[whoami])

async def main() -> None:
    print((await Runner.run(agent, "who am I?")).final_output)
""",
        "whoami",
        lambda o: SWALLOWED in str(o.get("result", "")),
    ),
    Case(
        # the module's own agent.invoke passes no context=: the runtime's context is None
        "langchain-context-none-when-the-module-invokes-the-agent-without-context",
        "langchain-1",
        "DK201",
        LC
        + """from dataclasses import dataclass
from langchain.agents import create_agent

@dataclass
class Ctx:
    user: str

@tool
def whoami(runtime: ToolRuntime[Ctx]) -> str:
    \"\"\"Who am I.\"\"\"
    return runtime.context.user

def main() -> None:
    agent = create_agent("openai:gpt-4o", tools=[whoami], context_schema=Ctx)
    print(agent.invoke({"messages": [{"role": "user", "content": "who?"}]}))
""",
        "whoami",
        lambda o: "AttributeError" in str(o.get("result", "")) + str(o.get("error", "")),
    ),
    Case(
        "openai-agents-tool-context-is-not-exported-by-agents",
        "openai-agents-0",
        "DK004",
        """from agents import ToolContext, function_tool

@function_tool
def whoami(ctx: ToolContext[None]) -> str:
    return ctx.tool_name
""",
        "whoami",
        lambda o: "ImportError" in o.get("import_error", ""),
    ),
    Case(
        "langchain-type-checking-only-runtime-breaks-the-import",
        "langchain-1",
        "DK004",
        """from __future__ import annotations
from typing import TYPE_CHECKING
from langchain.tools import tool
if TYPE_CHECKING:
    from langchain.tools import ToolRuntime

@tool
def where(city: str, rt: ToolRuntime) -> str:
    \"\"\"Where.\"\"\"
    return city
""",
        "where",
        lambda o: "NameError" in o.get("import_error", ""),
    ),
    Case(
        # named `runtime`, as ToolNode injects by name: `@tool` still resolves the hints first
        "langchain-type-checking-only-runtime-breaks-the-import-whatever-its-name",
        "langchain-1",
        "DK004",
        """from __future__ import annotations
from typing import TYPE_CHECKING
from langchain.tools import tool
if TYPE_CHECKING:
    from langchain.tools import ToolRuntime

@tool
def where(city: str, runtime: ToolRuntime) -> str:
    \"\"\"Where.\"\"\"
    return city
""",
        "where",
        lambda o: "NameError" in o.get("import_error", ""),
    ),
    Case(
        "pydantic-ai-type-checking-only-generic-context-breaks-the-import",
        "pydantic-ai-2",
        "DK004",
        """from __future__ import annotations
from typing import TYPE_CHECKING
from pydantic_ai import Agent
if TYPE_CHECKING:
    from pydantic_ai import RunContext

agent = Agent('test')

@agent.tool
def whoami(ctx: RunContext[None]) -> str:
    return "me"
""",
        "whoami",
        lambda o: "NameError" in o.get("import_error", ""),
    ),
    Case(
        "openai-agents-type-checking-only-generic-context-breaks-the-import",
        "openai-agents-0",
        "DK004",
        """from __future__ import annotations
from typing import TYPE_CHECKING
from agents import function_tool
if TYPE_CHECKING:
    from agents import RunContextWrapper

@function_tool
def whoami(ctx: RunContextWrapper[None]) -> str:
    return "me"
""",
        "whoami",
        lambda o: "NameError" in o.get("import_error", ""),
    ),
    Case(
        "langchain-tool-invoked-directly-never-gets-the-runtime",
        "langchain-1",
        "DK004",
        LC
        + """
@tool
def lookup(city: str, runtime: ToolRuntime) -> str:
    \"\"\"Look up a city.\"\"\"
    return f"{city} {runtime.tool_call_id}"

CHECKED = lookup.invoke({"city": "Paris"})  # a smoke test at import, outside any graph
""",
        "lookup",
        lambda o: "runtime" in o.get("import_error", "") and "required" in o["import_error"],
    ),
)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_finding_is_a_failure_in_the_framework(case, framework, tmp_path):
    env = BY_NAME[case.env]
    source = textwrap.dedent(case.source)
    found = check_source(source, "tools.py")
    assert case.code in [f.code for f in found.findings], [
        (f.code, f.message) for f in found.findings
    ]
    (tmp_path / "tools.py").write_text(source)
    outcome = framework(
        env,
        HERE / "run_other.py",
        env.profile,
        str(tmp_path / "tools.py"),
        case.tool,
        json.dumps(case.arguments or {}),
    )
    assert case.failed(outcome), outcome


# `create_agent(store=...)` compiles the agent's graph with that store: its tools' runtime has
# it, and the checker, seeing every agent of the module listing the tool made with one, does
# not ask for a guard.
STORE_GIVEN = (
    LC
    + """from langchain.agents import create_agent
from langgraph.store.memory import InMemoryStore

@tool
def remember(note: str, runtime: ToolRuntime) -> str:
    \"\"\"Keep a note.\"\"\"
    runtime.store.put(("notes",), note, {"text": note})
    return "kept " + note

def main() -> None:  # (not at import: the model's provider is not installed here)
    agent = create_agent("openai:gpt-4o-mini", tools=[remember], store=InMemoryStore())
    print(agent.invoke({"messages": [{"role": "user", "content": "remember x"}]}))
"""
)


def test_a_store_given_to_the_agent_is_there_and_not_flagged(framework, tmp_path):
    found = check_source(STORE_GIVEN, "tools.py")
    assert found.findings == [], [(f.code, f.message) for f in found.findings]
    (tmp_path / "tools.py").write_text(STORE_GIVEN)
    env = BY_NAME["langchain-1"]
    args = (env, HERE / "run_other.py", env.profile, str(tmp_path / "tools.py"), "remember")
    given = framework(*args, json.dumps({"note": "x"}), "store")
    assert given.get("result") == "kept x", given
    without = framework(*args, json.dumps({"note": "x"}))
    assert "NoneType" in str(without.get("result", "")) + str(without.get("error", "")), without
