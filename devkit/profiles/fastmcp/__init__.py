"""Profile `fastmcp`: the `fastmcp` package's `Context`, majors 2, 3 and 4.

Every member, its async-ness, presence and version range is taken from the installed
wheels (fastmcp 2.14.7, 3.4.11, 4.2.3); `tests/frameworks/` checks this data against the
real classes whenever those environments exist.
"""

from __future__ import annotations

from ..mcp_client import CAPABILITY_CHECKS, CAPABILITY_WORDS, needs_client_declared
from ..model import (
    Profile,
    Role,
    Spelling,
    SymbolRole,
    ToolForm,
    ToolFormKind,
    member,
    optional,
    raises_when,
)

LOG = frozenset({Role.LOG_SINK})
_LOG_DOC = "Sends a `{level}` log message to the client. A coroutine: await it."

FIELDS = (
    member(
        "request_context",
        "The MCP request context (request id, `meta`, session, lifespan context). None "
        "before the MCP session exists and in background tasks.",
        presence=optional(),
        type="RequestContext | None",
    ),
    member(
        "request_context.meta",
        "The request's `_meta` (progress token, client id). None when the client sent none; "
        "the fastmcp client always sends one, other clients may not.",
        presence=optional(),
        type="RequestParams.Meta | None",
    ),
    member(
        "request_context.request",
        "The transport's request (the HTTP request); None on stdio and in memory. "
        "`get_http_request()` says why when there is none.",
        presence=optional(),
    ),
    member(
        "client_id",
        "The client id from the request's `_meta`, when the client sent one; None for a "
        "plain client. Supplied by the caller: never an identity.",
        presence=optional(),
        type="str | None",
    ),
    member("request_id", "The id of this request (raises outside a request).", type="str"),
    member(
        "session_id",
        "The id of the MCP session (raises without a session). Stable per session in 3.x; "
        "in 4.x a modern (2026-07-28) connection gets a new one on every request.",
        type="str",
        until=4,
    ),
    member(
        "session_id",
        "The id of the MCP session. On a modern (2026-07-28) connection, the default of the "
        "4.x client, it is new on every request: state keyed by it alone is lost between "
        "calls and never reaches the same caller twice.",
        type="str",
        since=4,
        roles=frozenset({Role.CALLER_KEY}),
        key_caveat="is new on every request on a modern (2026-07-28) connection, the default "
        "of the fastmcp 4 client; state kept under it alone is never found again",
    ),
    member(
        "session",
        "The server session of this request (raises outside a request).",
        type="ServerSession",
    ),
    member(
        "fastmcp",
        "The FastMCP server this request runs on (raises if the server is gone).",
        type="FastMCP",
    ),
    member(
        "log",
        "Sends a log message at the given level to the client.",
        is_async=True,
        roles=LOG,
        keywords=("message", "level", "logger_name", "extra"),
    ),
    *(
        member(
            level,
            _LOG_DOC.format(level=level),
            is_async=True,
            roles=LOG,
            keywords=("message", "logger_name", "extra"),
        )
        for level in ("debug", "info", "warning", "error")
    ),
    member(
        "report_progress",
        "Reports progress to the client; a no-op when the request has no progress token.",
        is_async=True,
        roles=frozenset({Role.EVENT_SINK}),
    ),
    member("read_resource", "Reads a resource of this server by URI.", is_async=True),
    member("list_resources", "Lists this server's resources.", is_async=True),
    member("list_prompts", "Lists this server's prompts.", is_async=True),
    member("get_prompt", "Renders one of this server's prompts.", is_async=True),
    member("close_sse_stream", "Closes the SSE stream of this request, if any.", is_async=True),
    member(
        "elicit",
        "Asks the client for structured input; raises `McpError` when the client has no "
        "elicitation handler: check what it declared first "
        "(`ctx.session.check_client_capability(...)`) or keep a fallback.",
        is_async=True,
        until=4,
        # the fastmcp client declares elicitation exactly when given a handler (client.py)
        presence=needs_client_declared("elicitation", "when the client has no elicitation handler"),
        roles=frozenset({Role.EVENT_SINK}),
    ),
    member(
        "elicit",
        "Asks the client for structured input. In 4.x it raises `ToolError` on a modern "
        "(2026-07-28) connection, which the default `Client` negotiates, and in background "
        "tasks: keep a fallback for when it cannot ask.",
        is_async=True,
        since=4,
        presence=raises_when(
            "on a modern (2026-07-28) connection, which the default fastmcp 4 client "
            "negotiates, and in background tasks"
        ),
        roles=frozenset({Role.EVENT_SINK}),
    ),
    member(
        "sample",
        "Asks the client's model for a completion; raises `ValueError` when the client does "
        "not support sampling.",
        is_async=True,
        until=4,
        presence=needs_client_declared("sampling", "when the client does not support sampling"),
        replacement="call a model from the tool itself (sampling was removed in fastmcp 4)",
    ),
    member(
        "sample_step",
        "One step of a sampling loop on the client's model.",
        is_async=True,
        until=4,
        replacement="call a model from the tool itself (sampling was removed in fastmcp 4)",
    ),
    member(
        "list_roots",
        "Lists the client's roots.",
        is_async=True,
        until=4,
        replacement="take the roots as a tool argument (roots were removed in fastmcp 4)",
    ),
    member(
        "get_state",
        "Reads a value stored with `set_state` in this session. Synchronous in 2.x.",
        method=True,
        until=3,
    ),
    member(
        "set_state",
        "Stores a value for this session. Synchronous in 2.x.",
        method=True,
        until=3,
    ),
    member(
        "get_state",
        "Reads a value stored with `set_state` for this session; a coroutine from 3.0 on.",
        is_async=True,
        since=3,
        until=4,
    ),
    member(
        "set_state",
        "Stores a value for this session; a coroutine from 3.0 on (keyed by `session_id`).",
        is_async=True,
        since=3,
        until=4,
    ),
    member(
        "get_state",
        "Reads a value stored with `set_state`, keyed by `session_id`: on a modern "
        "(2026-07-28) connection, the 4.x client's default, that is one request.",
        is_async=True,
        since=4,
        roles=frozenset({Role.STATE_READ}),
        key_caveat="is keyed by `session_id`, which is new on every request on a modern "
        "(2026-07-28) connection, the default of the fastmcp 4 client: what an earlier call "
        "stored with `set_state` is never found (each call starts empty)",
    ),
    member(
        "set_state",
        "Stores a value keyed by `session_id`: on a modern (2026-07-28) connection, the 4.x "
        "client's default, it lasts until the end of this request.",
        is_async=True,
        since=4,
        roles=frozenset({Role.STATE_WRITE}),
    ),
    member("delete_state", "Deletes a stored session value.", is_async=True, since=3),
    *(
        member(name, "Tells the client that this server's list changed.", is_async=True, until=3)
        for name in (
            "send_tool_list_changed",
            "send_resource_list_changed",
            "send_prompt_list_changed",
        )
    ),
    member("send_notification", "Sends an MCP notification to the client.", is_async=True, since=3),
    member("enable_components", "Shows components to this session.", is_async=True, since=3),
    member("disable_components", "Hides components from this session.", is_async=True, since=3),
    member(
        "reset_visibility", "Resets this session's component visibility.", is_async=True, since=3
    ),
    member(
        "client_supports_extension",
        "Whether the client declared an extension (False without a session).",
        method=True,
        since=3,
    ),
    member(
        "client_extension_settings",
        "The settings the client sent for an extension, or None.",
        method=True,
        since=4,
        result=optional(),
    ),
    member(
        "is_background_task", "Whether this call runs as a background task.", since=3, type="bool"
    ),
    member(
        "task_id",
        "The background task's id; None outside background tasks.",
        since=3,
        presence=optional(),
        type="str | None",
    ),
    member(
        "origin_request_id",
        "The id of the request that started a background task; None otherwise.",
        since=3,
        presence=optional(),
        type="str | None",
    ),
    member(
        "lifespan_context",
        "What the server's lifespan yielded (`{}` when it has none).",
        since=3,
        type="dict",
    ),
    member(
        "transport",
        "The transport name (`stdio`, `streamable-http`, ...); None in memory.",
        since=3,
        presence=optional(),
        type="str | None",
    ),
    member(
        "input_responses",
        "The client's answers to earlier input requests, when there are any.",
        since=4,
        presence=optional(),
    ),
    member(
        "request_state",
        "Opaque state the client echoes back between rounds, when there is any.",
        since=4,
        presence=optional(),
    ),
    member(
        "get_access_token",
        "The access token of the authenticated caller, or None without auth. "
        "`.token` is the raw bearer secret.",
        method=True,
        result=optional(),
        type="AccessToken | None",
        module_function=True,
        secret_members=("token",),
    ),
)

_SERVER = ("FastMCP",)
SPELLINGS = (
    *(
        Spelling(f"{module}.{name}", name)
        for module in ("fastmcp", "fastmcp.server", "fastmcp.server.server")
        for name in _SERVER
    ),
    *(
        Spelling(f"{module}.Context", "Context")
        for module in ("fastmcp", "fastmcp.server", "fastmcp.server.context")
    ),
    *(
        Spelling(f"fastmcp.server.dependencies.{name}", name)
        for name in ("get_context", "get_access_token")
    ),
    # The standalone decorator (3.x+): it marks a function, `mcp.add_tool(f)` registers it.
    # In 2.x `fastmcp.tools.tool` is a module, not this decorator.
    *(
        Spelling(f"{module}.tool", "tool", since=3)
        for module in ("fastmcp.tools", "fastmcp.tools.function_tool")
    ),
)

PROFILE = Profile(
    name="fastmcp",
    module="fastmcp",
    context_type="Context",
    summary="The `fastmcp` package's tool context: logging and progress to the client, "
    "elicitation, session state, resources and the request.",
    fields=FIELDS,
    tool_forms=(
        ToolForm(
            kind=ToolFormKind.INSTANCE,
            symbol="FastMCP",
            context_index=None,
            methods=(
                ("tool", "tool"),
                ("add_tool", "tool"),
                ("resource", "resource"),
                ("prompt", "prompt"),
            ),
        ),
        # after the server's methods: scaffolding writes a tool in the first form
        ToolForm(kind=ToolFormKind.DECORATOR, symbol="tool", context_index=None),
    ),
    distribution="fastmcp",
    versions=(2, 3, 4),
    spellings=SPELLINGS,
    symbol_roles=(
        ("get_context", SymbolRole.ACCESSOR),
        ("get_access_token", SymbolRole.MEMBER_FUNCTION),
    ),
    handling_exceptions=("ToolError", "McpError", "MCPError", "FastMCPError", "ValueError"),
    capability_checks=CAPABILITY_CHECKS,
    capability_words=CAPABILITY_WORDS,
    exception_bases=(
        ("fastmcp.exceptions.FastMCPError", "Exception"),
        ("fastmcp.exceptions.ToolError", "fastmcp.exceptions.FastMCPError"),
    ),
    raising_reads=(("session_id", "RuntimeError"),),
    prefilter=("fastmcp",),
    harness="devkit.profiles.fastmcp.harness",
    scaffold='from fastmcp import Context, FastMCP\n\nmcp = FastMCP("server")\n',
)
