"""Profile `langchain`: LangChain / LangGraph's `ToolRuntime` (langchain 1.x,
langgraph-prebuilt 1.x).

Taken from the installed wheels (langchain 1.5.2, langchain-core 1.8.3, langgraph-prebuilt
1.1.3); `tests/frameworks/` checks it. A parameter annotated `ToolRuntime` (any name) is
injected and hidden from the schema; under `ToolNode` the name `runtime` alone is injected
too, but then it stays in the model-visible schema.
"""

from __future__ import annotations

from ..model import Profile, Role, RunForm, Spelling, ToolForm, ToolFormKind, member, optional

FIELDS = (
    member("state", "The graph state at this step.", type="State"),
    member(
        "context",
        "The run's context object (`invoke(..., context=...)`); None when the run passed none.",
        roles=frozenset({Role.CALLER_SUPPLIED}),
        type="Context",
    ),
    member("config", "The runnable config of this call.", type="RunnableConfig"),
    member("stream_writer", "Writes custom stream chunks.", type="StreamWriter"),
    member(
        "tool_call_id",
        "The id of the tool call (set under ToolNode).",
        presence=optional(),
        present_in=("tool",),
    ),
    member(
        "store",
        "The graph's long-term store; None unless the agent was built with `store=...`.",
        presence=optional(),
    ),
    # The store's methods (langgraph `BaseStore`, langgraph/store/base/__init__.py:708):
    # `get` answers None for a key that holds nothing; the `a*` twins are coroutines.
    member(
        "store.get",
        "The item stored under (namespace, key); None when there is none.",
        method=True,
        result=optional(),
        type="(namespace, key) -> Item | None",
    ),
    member(
        "store.aget",
        "`get` as a coroutine: the item, or None when there is none.",
        is_async=True,
        result=optional(),
    ),
    member("store.put", "Stores a value under (namespace, key).", method=True),
    member("store.aput", "`put` as a coroutine.", is_async=True),
    member("store.search", "Items of a namespace prefix.", method=True, type="list[SearchItem]"),
    member("store.asearch", "`search` as a coroutine.", is_async=True),
    member("store.delete", "Deletes the item under (namespace, key).", method=True),
    member("store.adelete", "`delete` as a coroutine.", is_async=True),
    member("store.list_namespaces", "The namespaces of the store.", method=True),
    member("store.alist_namespaces", "`list_namespaces` as a coroutine.", is_async=True),
    member("tools", "The tools of this node.", type="list"),
    member("execution_info", "Graph execution info (set under a graph).", presence=optional()),
    member(
        "server_info",
        "LangGraph Server info; None outside LangGraph Server.",
        presence=optional(),
    ),
    member("emit_output_delta", "Streams a partial tool output.", method=True),
)

SPELLINGS = (
    *(
        Spelling(f"{m}.ToolRuntime", "ToolRuntime")
        for m in (
            "langchain.tools",
            "langchain.tools.tool_node",
            "langgraph.prebuilt",
            "langgraph.prebuilt.tool_node",
        )
    ),
    # the public modules, and the one defining each symbol
    *(
        Spelling(f"{m}.tool", "tool")
        for m in ("langchain_core.tools", "langchain.tools", "langchain_core.tools.convert")
    ),
    *(
        Spelling(f"{m}.BaseTool", "BaseTool")
        for m in ("langchain_core.tools", "langchain.tools", "langchain_core.tools.base")
    ),
    *(
        Spelling(f"{m}.StructuredTool", "StructuredTool")
        for m in ("langchain_core.tools", "langchain_core.tools.structured")
    ),
    *(
        Spelling(f"{m}.create_agent", "create_agent")
        for m in ("langchain.agents", "langchain.agents.factory")
    ),
)

PROFILE = Profile(
    name="langchain",
    module="langchain",
    context_type="ToolRuntime",
    runs=(
        RunForm(
            methods=("invoke", "ainvoke", "stream", "astream"),
            keyword="context",
            made_by="create_agent",
        ),
    ),
    maker_keywords=(("store", "store"),),  # facts: None unless `create_agent(store=...)`
    summary="LangChain / LangGraph's `ToolRuntime`: the graph state, the run's context, "
    "config, store and stream writer of a tool call.",
    fields=FIELDS,
    tool_forms=(
        ToolForm(
            kind=ToolFormKind.DECORATOR,
            symbol="tool",
            context_index=None,
            context_names=("runtime",),
            direct_calls=("invoke", "ainvoke"),
        ),
        ToolForm(
            kind=ToolFormKind.FACTORY,
            symbol="StructuredTool.from_function",
            function_keyword="func",
            context_index=None,
            context_names=("runtime",),
        ),
        ToolForm(
            kind=ToolFormKind.BASE_CLASS,
            symbol="BaseTool",
            method="_run",
            context_index=None,
            context_names=("runtime",),
            injection_blocked_by="args_schema",
        ),
    ),
    distribution="langchain",
    versions=(1,),
    spellings=SPELLINGS,
    exception_bases=(("langchain_core.tools.ToolException", "Exception"),),
    prefilter=("langchain", "langgraph"),
    name_only_leaks_into_schema=True,
    harness="devkit.profiles.langchain.harness",
    scaffold="from langchain.tools import ToolRuntime, tool\n",
)
