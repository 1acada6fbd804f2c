from dataclasses import dataclass

from langchain.tools import ToolRuntime, tool


@dataclass
class AppContext:
    user_id: str


@tool
def remember(fact: str, runtime: ToolRuntime[AppContext]) -> str:
    """Remember a fact about the user."""
    namespace = ("facts", runtime.context.user_id)
    existing = runtime.store.get(namespace, "all")  # expect: DK201
    facts = existing.value["facts"] if existing else []
    facts.append(fact)
    runtime.store.put(namespace, "all", {"facts": facts})
    writer = runtime.stream_writer
    writer({"remembered": fact})
    return f"remembered {len(facts)} facts"
