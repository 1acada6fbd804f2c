"""Profile `google-adk`: google-adk's tool `Context` (`ToolContext`), 1.x and 2.x.

The real-world twin of the `adk` seed profile. Members, async-ness and presence are taken
from the installed wheels (google-adk 2.13.0 and 1.39.1); `tests/frameworks/` checks them.
ADK has no public "has service" attribute: a method that raises without its service is
made safe only by a handler of `ValueError` (the profile's handling exception).
"""

from __future__ import annotations

from ..model import (
    Presence,
    Profile,
    Role,
    Spelling,
    ToolForm,
    ToolFormKind,
    member,
    optional,
    raises_when,
    raises_without,
)


def _without(service: str) -> Presence:
    return raises_when(f"when the runner has no {service} service (`Runner` defaults it to None)")


ARTIFACTS = _without("artifact")
MEMORY = _without("memory")
CREDENTIALS = raises_when(
    "when the runner has no credential service (`Runner` defaults it to None, `InMemoryRunner` "
    "has none)"
)
WORKFLOW = "Workflow field (2.x): set when the tool runs inside a workflow node."

# The raw secrets an `AuthCredential` holds: the fields google.adk.auth.auth_credential
# marks `repr=False` (printing the whole credential hides them; reading one reveals it).
CREDENTIAL_SECRETS = (
    "api_key",
    "http.credentials.password",
    "http.credentials.token",
    *(
        f"oauth2.{name}"
        for name in (
            "client_secret",
            "auth_code",
            "access_token",
            "refresh_token",
            "id_token",
            "code_verifier",
            "auth_response_uri",
        )
    ),
)
FIELDS = (
    member(
        "user_content",
        "The user message that started this invocation, if any.",
        presence=optional(),
    ),
    # google.genai's `Content` (types.py): both fields are Optional, as pyright reads them.
    member(
        "user_content.parts",
        "The parts of the user message (text, files, function calls); None when it has none.",
        presence=optional(),
        type="list[Part] | None",
    ),
    member(
        "user_content.role",
        "Who wrote the user message (`user`); None when unset.",
        presence=optional(),
        type="str | None",
    ),
    member("invocation_id", "The id of this invocation.", type="str"),
    member("agent_name", "The name of the agent running the tool.", type="str"),
    member(
        "session",
        "The session: `id`, `user_id`, `app_name`, `state`, `events`.",
        type="Session",
    ),
    member(
        "session.id",
        "The session's id. It names a conversation, not a person: state kept under it alone "
        "ignores `user_id`.",
        roles=frozenset({Role.CALLER_KEY}),
        key_caveat="names the session, not the user: state kept under it alone ignores "
        "`user_id` (and the session service already keeps per-session state in "
        "`tool_context.state`)",
        type="str",
    ),
    member("user_id", "The id of the user of this session.", type="str"),
    member(
        "run_config", "The run configuration, when the runner was given one.", presence=optional()
    ),
    member(
        "state",
        "The session state (writes are recorded as a state delta of the tool's event).",
        type="State",
    ),
    member(
        "actions",
        "The event actions: `state_delta`, `artifact_delta`, `transfer_to_agent`, `escalate`, "
        "`skip_summarization`, `requested_auth_configs`, `requested_tool_confirmations`.",
        type="EventActions",
    ),
    # The event actions' fields that hold None until set (events/event_actions.py, 1.x and
    # 2.x); the others are dicts, always there.
    *(
        member(f"actions.{name}", doc, presence=optional(), type=kind)
        for name, kind, doc in (
            ("transfer_to_agent", "str | None", "The agent to hand over to, once set."),
            ("escalate", "bool | None", "Whether to escalate to the parent agent, once set."),
            ("skip_summarization", "bool | None", "Whether to skip the summary, once set."),
            ("compaction", "EventCompaction | None", "A compaction of events, once set."),
            ("end_of_agent", "bool | None", "Whether the agent ended, once set."),
            ("agent_state", "dict | None", "The agent's state, once set."),
            ("rewind_before_invocation_id", "str | None", "The invocation to rewind to."),
        )
    ),
    member(
        "function_call_id",
        "The id of the model's function call: set for every tool call and its tool callbacks, "
        "None in agent and model callbacks.",
        presence=optional(),
        roles=frozenset({Role.IDENTIFIER}),
        type="str | None",
        present_in=("tool", "tool callback"),
    ),
    member(
        "tool_confirmation",
        "The user's answer to `request_confirmation`; None on every first call.",
        presence=optional(),
        type="ToolConfirmation | None",
    ),
    member(
        "get_credential",
        "A credential of this invocation by key, or None (absent in 1.26.0, present in 1.39.1).",
        method=True,
        result=optional(),
        since=(1, 27),
        secret_members=CREDENTIAL_SECRETS,
    ),
    member(
        "load_artifact",
        "Loads an artifact (None when it does not exist); raises ValueError without an "
        "artifact service.",
        is_async=True,
        presence=ARTIFACTS,
        result=optional(),
    ),
    member(
        "save_artifact",
        "Saves an artifact; raises ValueError without an artifact service.",
        is_async=True,
        presence=ARTIFACTS,
    ),
    member(
        "get_artifact_version",
        "An artifact's version info (None when missing); raises ValueError without an "
        "artifact service.",
        is_async=True,
        presence=ARTIFACTS,
        result=optional(),
    ),
    member(
        "list_artifacts",
        "The names of the session's artifacts; raises ValueError without an artifact service.",
        is_async=True,
        presence=ARTIFACTS,
    ),
    member(
        "save_credential",
        "Stores a credential; raises ValueError without a credential service.",
        is_async=True,
        presence=CREDENTIALS,
    ),
    member(
        "load_credential",
        "Loads a stored credential (None when missing); raises ValueError without a "
        "credential service.",
        is_async=True,
        presence=CREDENTIALS,
        result=optional(),
        secret_members=CREDENTIAL_SECRETS,
    ),
    member(
        "get_auth_response",
        "The credential the client returned for an auth request; None until the user "
        "completed the flow.",
        method=True,
        result=optional(),
        secret_members=CREDENTIAL_SECRETS,
    ),
    member(
        "request_credential",
        "Asks the client for a credential; raises ValueError without a function_call_id "
        "(in agent and model callbacks).",
        method=True,
        presence=raises_without("function_call_id"),
    ),
    member(
        "request_confirmation",
        "Asks the user to confirm this call; raises ValueError without a function_call_id.",
        method=True,
        presence=raises_without("function_call_id"),
    ),
    *(
        member(name, doc, is_async=True, presence=MEMORY)
        for name, doc in (
            (
                "add_session_to_memory",
                "Adds this session to memory; raises ValueError without a memory service.",
            ),
            (
                "add_events_to_memory",
                "Adds events to memory; raises ValueError without a memory service.",
            ),
            ("add_memory", "Adds memories; raises ValueError without a memory service."),
            ("search_memory", "Searches memory; raises ValueError without a memory service."),
        )
    ),
    member(
        "delete_memory",
        "Deletes memories; raises ValueError without a memory service (2.x).",
        is_async=True,
        presence=MEMORY,
        since=2,
    ),
    member(
        "render_ui_widget",
        "Renders a UI widget (raises on a duplicate id; absent in 1.26.0, present in 1.39.1).",
        method=True,
        since=(1, 27),
    ),
    member("is_aborted", "Whether the run was aborted (2.x).", since=2, type="bool"),
    member("custom_metadata", "Custom metadata of this invocation (2.x).", since=2, type="dict"),
    member(
        "branch", "The agent branch (None for the root agent; 2.x).", since=2, presence=optional()
    ),
    member(
        "isolation_scope",
        "Internal isolation scope; do not use (2.x).",
        since=2,
        presence=optional(),
    ),
    member("parent_ctx", WORKFLOW, since=2, presence=optional()),
    member("node", WORKFLOW, since=2, presence=optional()),
    *(
        member(name, WORKFLOW, since=2)
        for name in (
            "node_path",
            "run_id",
            "attempt_count",
            "resume_inputs",
            "error_node_path",
            "event_author",
            "telemetry_context",
            "interrupt_ids",
        )
    ),
    *(
        member(name, WORKFLOW, since=2, presence=optional())
        for name in ("error", "output", "route")
    ),
    member("run_node", "Runs a workflow node (2.x).", is_async=True, since=2),
    member(
        "get_invocation_context",
        "The invocation context behind this context (ADK internals: services, agent, run "
        "config; 2.x).",
        method=True,
        since=2,
    ),
    # Members people reach for that ADK does not have (AttributeError), with what to use.
    *(
        member(
            name,
            "Not a member of ADK's context.",
            until=1,
            replacement=instead,
        )
        for name, instead in (
            ("session_id", "use `tool_context.session.id`"),
            (
                "memory_service",
                "ADK has no public service attribute: call the memory method in `try: ... except ValueError:`",
            ),
            (
                "artifact_service",
                "ADK has no public service attribute: call the artifact method in `try: ... except ValueError:`",
            ),
            (
                "credential_service",
                "ADK has no public service attribute: call the credential method in `try: ... except ValueError:`",
            ),
        )
    ),
)

SPELLINGS = (
    Spelling("google.adk.tools.ToolContext", "ToolContext"),
    Spelling("google.adk.tools.tool_context.ToolContext", "ToolContext"),
    Spelling("google.adk.agents.context.Context", "Context"),
    Spelling("google.adk.agents.Context", "Context"),
    Spelling("google.adk.Context", "Context"),
    Spelling("google.adk.agents.callback_context.CallbackContext", "CallbackContext"),
    *(Spelling(f"google.adk.agents.{name}", name) for name in ("Agent", "LlmAgent")),
    Spelling("google.adk.agents.llm_agent.LlmAgent", "LlmAgent"),
    Spelling("google.adk.agents.llm_agent.Agent", "Agent"),
    Spelling("google.adk.Agent", "Agent"),
    *(
        Spelling(f"{module}.{name}", name)
        for module in ("google.adk.tools", "google.adk.tools.function_tool")
        for name in ("FunctionTool",)
    ),
    Spelling("google.adk.tools.LongRunningFunctionTool", "LongRunningFunctionTool"),
    Spelling(
        "google.adk.tools.long_running_tool.LongRunningFunctionTool", "LongRunningFunctionTool"
    ),
    Spelling("google.adk.tools.BaseTool", "BaseTool"),
    Spelling("google.adk.tools.base_tool.BaseTool", "BaseTool"),
)

# Tool callbacks get the tool call's own context (its `function_call_id` set); agent and
# model callbacks get a context made for the invocation, with no function call behind it.
_CALLBACKS = (
    ("before_tool_callback", "tool callback"),
    ("after_tool_callback", "tool callback"),
    ("on_tool_error_callback", "tool callback"),
    ("before_agent_callback", "callback"),
    ("after_agent_callback", "callback"),
    ("before_model_callback", "callback"),
    ("after_model_callback", "callback"),
    ("on_model_error_callback", "callback"),
)

PROFILE = Profile(
    name="google-adk",
    module="google.adk",
    context_type="ToolContext",
    context_aliases=("Context", "CallbackContext"),
    summary="google-adk's tool context: session and state, event actions, artifacts, "
    "memory and credentials (each raising ValueError without its service).",
    fields=FIELDS,
    tool_forms=(
        *(
            ToolForm(
                kind=ToolFormKind.LISTED,
                symbol=agent,
                context_index=None,
                methods=(("tools", "tool"), *_CALLBACKS),
                context_names=("tool_context",),
            )
            for agent in ("Agent", "LlmAgent")
        ),
        *(
            ToolForm(
                kind=ToolFormKind.FACTORY,
                symbol=symbol,
                function_keyword="func",
                context_index=None,
                context_names=("tool_context",),
            )
            for symbol in ("FunctionTool", "LongRunningFunctionTool")
        ),
        ToolForm(
            kind=ToolFormKind.BASE_CLASS,
            symbol="BaseTool",
            method="run_async",
            context_index=None,
            context_names=("tool_context",),
        ),
    ),
    distribution="google-adk",
    versions=(1, 2),
    spellings=SPELLINGS,
    handling_exceptions=("ValueError",),
    prefilter=("google.adk",),
    harness="devkit.profiles.google_adk.harness",
    scaffold="from google.adk.agents import Agent\nfrom google.adk.tools import ToolContext\n",
    # Recognition by version (facts §1.1): name only up to 1.26; by identity of the
    # annotation (never a subclass) from 1.27; `X | None` unwrapped only from 2.0.
    annotation_recognised_since=(1, 27),
    optional_pipe_recognised_since=(2, 0),
    subclass_injected=False,
    annotated_functions_are_tools=True,
    # agents/base_agent.py, flows/llm_flows/base_llm_flow.py and functions.py call each
    # callback with keywords: `callback_context=` (agent, model), `tool_context=` (tool).
    keyword_contexts=(("callback", "callback_context"), ("tool callback", "tool_context")),
    name_rescues_unresolvable_annotation=True,
    unresolvable_annotation="ADK drops the parameter's schema and every call fails with "
    "'mandatory input parameters are not present'",
)
