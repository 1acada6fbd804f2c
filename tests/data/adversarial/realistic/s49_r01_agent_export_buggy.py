from __future__ import annotations

import csv
import io
import logging

from pydantic import BaseModel

from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key

log = logging.getLogger(__name__)
_EXPORTS: dict[str, list[str]] = {}


class ExportArgs(BaseModel):
    table: str
    limit: int = 100


async def fetch_rows(credential, table: str, limit: int):
    for i in range(limit):
        yield [table, str(i), credential.name]


@tool(
    name="export_table",
    description="Export a warehouse table to CSV.",
    needs=[Need("warehouse", scopes=("read",))],
)
async def export_table(args: ExportArgs, ctx: ToolExecutionContext) -> dict:
    cred = ctx.credential
    if cred is None:
        return {"ok": False, "error": "connect the warehouse first"}
    rows: list[list[str]] = []
    async for row in fetch_rows(cred, args.table, args.limit):
        if ctx.signal and ctx.signal.aborted:
            break
        rows.append(row)
    buf = io.StringIO()
    csv.writer(buf).writerows(rows)
    name = f"{args.table}.csv"
    meta = ctx.artifacts.put(name, buf.getvalue(), media_type="text/csv")
    if ctx.session_id is not None:
        key = tool_session_key(ctx, "session")
        _EXPORTS.setdefault(key, []).append(meta.name)
        if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
            ctx.on_teardown(lambda: _EXPORTS.pop(key, None), scope="session", key=key)
    log.info("exported %s for %s", name, ctx.identity.principal)  # expect: DK201
    return {"ok": True, "artifact": meta.name, "rows": len(rows)}
