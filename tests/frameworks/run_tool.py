"""Run inside a framework environment: import a server module, call one tool through the
framework's own in-memory client (fastmcp: twice, on the same client), print what happened
as JSON."""

import asyncio
import importlib.util
import json
import os
import sys
import traceback

path, tool, arguments = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
outcome = {}
try:
    spec = importlib.util.spec_from_file_location("server_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
except BaseException as exc:  # the failure is what the test wants to see
    outcome["import_error"] = f"{type(exc).__name__}: {exc}"
    print(json.dumps(outcome))
    sys.exit(0)
server = module.mcp


def text_of(content):
    return " ".join(getattr(c, "text", "") for c in content)


async def fastmcp_call():
    from fastmcp import Client

    async with Client(server) as client:
        listed = {t.name: t for t in await client.list_tools()}
        outcome["schema"] = listed[tool].inputSchema
        result = await client.call_tool(tool, arguments, raise_on_error=False)
        outcome["is_error"] = result.is_error
        outcome["text"] = text_of(result.content)
        # the same call again on the same client: what the first one kept, the second sees
        again = await client.call_tool(tool, arguments, raise_on_error=False)
        outcome["second_text"] = text_of(again.content)


async def sdk_call():
    try:
        from mcp import Client  # 2.x

        async with Client(server) as session:
            await run_session(session)
    except ImportError:
        from mcp.shared.memory import create_connected_server_and_client_session

        async with create_connected_server_and_client_session(server._mcp_server) as session:
            await run_session(session)


async def run_session(session):
    listed = await session.list_tools()
    found = next(t for t in listed.tools if t.name == tool)
    outcome["schema"] = getattr(found, "inputSchema", None) or getattr(found, "input_schema", None)
    result = await session.call_tool(tool, arguments)
    outcome["is_error"] = bool(
        getattr(result, "isError", None) or getattr(result, "is_error", None)
    )
    outcome["text"] = text_of(result.content)


try:
    asyncio.run(fastmcp_call() if type(server).__module__.startswith("fastmcp") else sdk_call())
except BaseException as exc:
    outcome["client_error"] = f"{type(exc).__name__}: {exc}"
    outcome["traceback"] = traceback.format_exc()[-2000:]
print(json.dumps(outcome, default=str), flush=True)
# The outcome is complete: leave without the interpreter's shutdown, where a framework's
# background thread can crash it (fastmcp 2 under cffi: "PyGILState_Release ... finalizing").
os._exit(0)
