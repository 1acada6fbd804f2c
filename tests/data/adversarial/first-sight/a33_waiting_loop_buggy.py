from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    done = 0
    while done < args.n:  # expect: DK501
        await asyncio.sleep(0.5)
        done += 1
    return done
