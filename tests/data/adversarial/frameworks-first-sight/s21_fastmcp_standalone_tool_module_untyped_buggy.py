"""Tools of the server, registered in server.py with `mcp.add_tool(...)`."""

from fastmcp.tools import tool


@tool(name="echo")
def echo(text: str, ctx=None) -> str:  # expect: DK004
    return text


@tool
def shout(text: str) -> str:
    return text.upper()
