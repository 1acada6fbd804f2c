"""Code that scaffolds tools: a new tool per profile, an args model, an invocation file.

The templates are built from the profile data (its tool forms, declarations and context
type), so a new profile gets scaffolding without new code here.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..lines import split_lines
from ..profiles import DeclarationKind, Profile, ToolFormKind
from .document import DocumentView, ToolView


def _import_line(profile: Profile, symbols: list[str]) -> str:
    return f"from {profile.module} import {', '.join(sorted(set(symbols)))}"


def server_instance(profile: Profile, source: str) -> str | None:
    """The name of a server instance of `profile` the source already creates, if any."""
    for form in profile.tool_forms:
        # the plain search first: the regex over a long file costs a lightbulb request
        if form.kind is ToolFormKind.INSTANCE and f"{form.symbol}(" in source:
            found = re.search(rf"^(\w+)\s*(?::[^=\n]+)?=\s*{form.symbol}\(", source, re.M)
            if found:
                return found.group(1)
    return None


def _instance_tool(profile: Profile, name: str, instance: str | None) -> tuple[str, str]:
    """A tool registered on a server instance (fastmcp, the mcp SDK), from `profile.scaffold`."""
    header = (profile.scaffold or "").strip().splitlines()
    imports = [line for line in header if line.startswith(("from ", "import "))]
    creation = [line for line in header if line and not line.startswith(("from ", "import "))]
    server = instance or (creation[0].split("=")[0].strip() if creation else "mcp")
    form = profile.tool_forms[0]
    call = "" if form.bare_decorator else "()"
    code = (
        ("" if instance else "\n".join(creation) + "\n\n\n")
        + f"@{server}.{form.methods[0][0]}{call}\n"
        + f"async def {name}({_parameters(profile, 'ctx')}) -> dict:\n"
        + f'    """Describe what {name} does."""\n'
        + '    return {"query": query}\n'
    )
    return "\n".join(imports), code


def _parameters(profile: Profile, ctx: str) -> str:
    """`query: str, ctx: Context`, in the order and spelling the framework needs."""
    annotation = profile.context_type + ("[None]" if profile.generic_context else "")
    context, query = f"{ctx}: {annotation}", "query: str"
    return f"{context}, {query}" if profile.context_first else f"{query}, {context}"


def _decorated_tool(profile: Profile, name: str) -> tuple[str, str]:
    """A function under a real framework's decorator (`@function_tool`, `@tool`)."""
    form = profile.tool_forms[0]
    ctx = form.context_names[0] if form.context_names else "ctx"
    code = (
        f"@{form.symbol}\n"
        f"async def {name}({_parameters(profile, ctx)}) -> dict:\n"
        f'    """Describe what {name} does."""\n'
        '    return {"query": query}\n'
    )
    header = (profile.scaffold or "").strip().splitlines()
    return "\n".join(line for line in header if line.startswith(("from ", "import "))), code


def _listed_tool(profile: Profile, name: str, source: str) -> tuple[str, str]:
    """A plain function the framework finds in `Agent(tools=[...])` (google-adk); the agent
    is written too when the file has none."""
    header = (profile.scaffold or "").strip().splitlines()
    form = profile.tool_forms[0]
    ctx = form.context_names[0] if form.context_names else "ctx"
    code = (
        f"def {name}(query: str, {ctx}: {profile.context_type}) -> dict:\n"
        f'    """Describe what {name} does."""\n'
        '    return {"query": query}\n'
    )
    if f"{form.symbol}(" not in source or not re.search(rf"\b{form.symbol}\(", source):
        keyword = form.methods[0][0]
        code += f'\n\nroot_agent = {form.symbol}(name="agent", model="gemini-2.0-flash", {keyword}=[{name}])\n'
    return "\n".join(line for line in header if line.startswith(("from ", "import "))), code


def new_tool(profile: Profile, name: str = "my_tool", source: str = "") -> tuple[str, str]:
    """(import line, tool code) for a new tool of `profile` in a file holding `source`."""
    args_class = "".join(part.title() for part in name.split("_")) + "Args"
    form = profile.tool_forms[0]
    ctx_type = profile.context_type
    if form.kind is ToolFormKind.INSTANCE:
        return _instance_tool(profile, name, server_instance(profile, source))
    if form.kind is ToolFormKind.LISTED:
        return _listed_tool(profile, name, source)
    if form.kind is ToolFormKind.DECORATOR and form.context_index is None:
        return _decorated_tool(profile, name)
    declares = []
    for declaration in profile.declarations:
        if declaration.kind is DeclarationKind.LIST:
            declares.append(f"{declaration.keyword}=[]")
    if form.kind is ToolFormKind.FACTORY:
        code = (
            f"class {args_class}(BaseModel):\n    query: str\n\n\n"
            f"async def _{name}(args: {args_class}, ctx: {ctx_type}) -> dict:\n"
            f'    """Describe what {name} does."""\n'
            f'    return {{"query": args.query}}\n\n\n'
            f'{name} = {form.symbol}(name="{name}", description="Describe what {name} does.", '
            f"{form.args_keyword}={args_class}, {form.function_keyword}=_{name})\n"
        )
        return _import_line(
            profile, [form.symbol, ctx_type]
        ), "from pydantic import BaseModel\n\n" + code
    keywords = ", ".join([f'name="{name}"', *declares])
    code = (
        f"class {args_class}(BaseModel):\n    query: str\n\n\n"
        f"@{form.symbol}({keywords})\n"
        f"async def {name}(args: {args_class}, ctx: {ctx_type}) -> dict:\n"
        f'    """Describe what {name} does."""\n'
        f'    return {{"query": args.query}}\n'
    )
    return _import_line(
        profile, [form.symbol, ctx_type]
    ), "from pydantic import BaseModel\n\n" + code


def args_model_edit(
    view: DocumentView, tool: ToolView
) -> tuple[int, str, tuple[int, int, int, str]] | None:
    """For a tool whose args parameter is unannotated: (insert line, class code, annotation edit).

    The annotation edit is (line, start col, end col, new text), all 0-based code points.
    """
    lines = split_lines(view.source)
    entry = tool.info.entry
    node = entry.node
    params = [*node.params.posonly_params, *node.params.params]
    if tool.info.form.kind is ToolFormKind.BASE_CLASS or entry.class_name:
        params = params[1:]
    others = [p for p in params if p.name.value not in entry.ctx_params]
    if not others or others[0].annotation is not None:
        return None
    arg_name = others[0].name.value
    class_name = "".join(part.title() for part in tool.name.split("_")) + "Args"
    start = tool.body_span.line - 1
    def_line = next(
        (
            i
            for i in range(start, min(len(lines), tool.body_span.end_line))
            if re.search(r"\bdef\b|lambda", lines[i])
        ),
        None,
    )
    if def_line is None:
        return None
    match = re.search(rf"\b{re.escape(arg_name)}\b(?=\s*[,)])", lines[def_line])
    if match is None:
        return None
    code = f'class {class_name}(BaseModel):\n    """Arguments of `{tool.name}`."""\n\n    value: str\n\n\n'
    insert_at = start
    return insert_at, code, (def_line, match.start(), match.end(), f"{arg_name}: {class_name}")


def invocation_file(view: DocumentView, tool: ToolView, target_path: str) -> dict[str, Any]:
    """A starting invocation file for `tool`: args from its model, needs, wants."""
    from ..checker.rules.dk104_wants_unknown_argument import model_fields

    args: dict[str, Any] = {}
    if tool.info.args_model and view.model is not None:
        for name in sorted(model_fields(view.model, tool.info.args_model) or ()):
            args[name] = ""
    data: dict[str, Any] = {"target": f"{target_path}:{tool.name}", "args": args}
    needs = tool.info.declarations.get("needs")
    if needs is not None and needs.present and needs.readable:
        data["credentials"] = {n: f"env:{n.upper()}_TOKEN" for n in needs.items if n}
    wants = tool.info.declarations.get("wants")
    if wants is not None and wants.readable:
        for argument in wants.items:
            args[argument] = {"$artifact": argument}
        data["artifacts"] = {argument: f"path/to/{argument}" for argument in wants.items}
    return data


def invocation_json(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2) + "\n"
