from devkit.adk import create_tool, ToolContext
import asyncio

def trace(args, ctx: ToolContext):
    fid = ctx.function_call_id
    return fid.split("-")[0] if fid else "no-call"
