"""What an invocation asks for: the invocation file (schema published) and the resolved request.

The invocation file never holds secret values: credentials name where the value comes
from (`env:VAR`). Flags override the file. The resolved `Invocation` carries secret
values and travels to the child process on its stdin only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..files import MAX_CONFIG_BYTES, read_error, read_text_limited
from .options import (
    DEFAULT_CLEANUP_LIMIT,
    DEFAULT_GRACE,
    DEFAULT_TIMEOUT,
    MAX_SECONDS,
    HarnessUsageError,
    parse_args_option,
    parse_pairs,
    resolve_secret,
    split_target,
)
from .recording import DEFAULT_MAX_OUTPUT, DEFAULT_MAX_RESULT


@dataclass(frozen=True)
class Flag:
    """Makes a field of the invocation model a `devkit invoke` flag: the flag, the invocation
    file's field and what the child validates are declared once, here (`flags.py` reads it)."""

    name: str | None = None  # the flag when not the field's name (`--credential`, `credentials`)
    metavar: str | None = None
    multiple: bool = False  # repeatable
    parsed: bool = False  # text that `build_request` parses (pairs, lists, JSON or @file)
    help: str | None = None  # when the field's description is not the flag's


class IdentitySpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tenant: str | None = None
    principal: str | None = None
    conversation: str | None = None


class InvocationFile(BaseModel):
    """An invocation file: everything `devkit invoke` flags can say, except secret values."""

    model_config = ConfigDict(extra="forbid", title="devkit invocation")

    target: str | None = Field(
        None, description="FILE.py:TOOL or module:TOOL; the command line wins."
    )
    args: Annotated[dict[str, Any], Flag(parsed=True, help="Tool arguments as JSON, or @file.")] = (
        Field(
            default_factory=dict,
            description='Tool arguments. Use {"$artifact": "NAME"} for a declared `wants` argument.',
        )
    )
    credentials: Annotated[
        dict[str, str],
        Flag(
            name="credential",
            metavar="NAME=VALUE|NAME=env:VAR",
            multiple=True,
            parsed=True,
            help="A credential (repeatable).",
        ),
    ] = Field(
        default_factory=dict,
        description="Credential name -> where its value comes from, as env:VAR. Literal secret values are refused.",
    )
    no_credential_store: Annotated[bool, Flag()] = Field(
        False, description="No credential provider: ctx.credentials raises."
    )
    artifacts: Annotated[
        dict[str, str],
        Flag(
            name="artifact",
            metavar="NAME=PATH[@SCOPE]",
            multiple=True,
            parsed=True,
            help="Seed an artifact (repeatable); PATH@tenant=..,principal=.. seeds it into "
            "another caller's scope.",
        ),
    ] = Field(
        default_factory=dict,
        description="Artifact name -> file path, seeded into the call's scope.",
    )
    no_artifact_store: Annotated[bool, Flag()] = Field(
        False, description="No artifact store / service."
    )
    identity: Annotated[
        IdentitySpec | None, Flag(metavar="tenant=..,principal=..,conversation=..", parsed=True)
    ] = Field(None, description="The caller's identity.")
    session: Annotated[str | None, Flag()] = Field(None, description="Session id.")
    run_id: Annotated[str | None, Flag()] = Field(
        None, description="Run id (default: a fresh one)."
    )
    no_run: Annotated[bool, Flag()] = Field(False, description="No run: ctx.run_id is None.")
    teardown_scopes: Annotated[
        list[Literal["run", "session"]] | None,
        Flag(metavar="run,session", parsed=True, help="Scopes this host honours ('' for none)."),
    ] = Field(None, description="Scopes this host honours.")
    iteration: Annotated[int, Flag()] = Field(0, description="Iteration number.")
    timeout: Annotated[float, Flag()] = Field(
        DEFAULT_TIMEOUT,
        gt=0,
        le=MAX_SECONDS,
        allow_inf_nan=False,
        description=f"Seconds before the signal fires and the run ends (default {DEFAULT_TIMEOUT:g}).",
    )
    abort_after: Annotated[float | None, Flag()] = Field(
        None,
        gt=0,
        le=MAX_SECONDS,
        allow_inf_nan=False,
        description="Fire the abort signal after this many seconds.",
    )
    max_output: Annotated[int, Flag(metavar="BYTES")] = Field(
        DEFAULT_MAX_OUTPUT,
        gt=0,
        description="Bytes kept of each of the tool's stdout and stderr; the report says what was cut.",
    )
    max_result: Annotated[int, Flag(metavar="CHARS")] = Field(
        DEFAULT_MAX_RESULT,
        gt=0,
        description="Characters of JSON kept of the tool's result; the report says what was cut.",
    )
    end_session: Annotated[bool, Flag()] = Field(
        False, description="Also end the session: run session cleanups."
    )
    subject: Annotated[str | None, Flag()] = Field(
        None, description="mcp: the caller a guard would establish."
    )
    no_auth: Annotated[bool, Flag()] = Field(False, description="mcp: no authenticated caller.")
    task: Annotated[bool, Flag()] = Field(
        False, description="mcp: run as a background task (tools with task_support=True)."
    )
    memory: Annotated[str | None, Flag(metavar="FILE")] = Field(
        None,
        description='adk: a JSONL file of memories ({"content": ..., "metadata": {...}} per line).',
    )
    no_memory_service: Annotated[bool, Flag()] = Field(False, description="adk: no memory service.")
    framework: dict[str, Any] = Field(
        default_factory=dict,
        description="Options of a real framework (fastmcp, mcp, google-adk), as `devkit "
        "invoke --help` lists them; access_token and auth_response as env:VAR only.",
    )

    @field_validator("framework")
    @classmethod
    def _no_literal_token(cls, value: dict[str, Any]) -> dict[str, Any]:
        for key in ("access_token", "auth_response"):
            token = value.get(key)
            if token is not None and not (isinstance(token, str) and token.startswith("env:")):
                raise ValueError(
                    f'framework.{key} must say where the secret comes from ("env:VAR")'
                )
        return value

    @field_validator("credentials")
    @classmethod
    def _no_literal_secrets(cls, value: dict[str, str]) -> dict[str, str]:
        for name, source in value.items():
            if not source.startswith("env:"):
                raise ValueError(
                    f"credential {name!r}: invocation files may only say where a secret comes from "
                    f'("env:VAR"); pass literal values with --credential {name}=VALUE'
                )
        return value


class Invocation(InvocationFile):
    """The resolved request sent to the child: secrets included, never written to disk."""

    model_config = ConfigDict(extra="forbid")

    target: str | None = None
    credential_values: dict[str, str] = Field(default_factory=dict)
    auth_token: str | None = None  # mcp: the raw token a guard would see; generated per call
    framework_secret: str | None = None  # the access token `framework.access_token` names
    grace: float = Field(DEFAULT_GRACE, gt=0, le=MAX_SECONDS, allow_inf_nan=False)
    cleanup_limit: float = Field(DEFAULT_CLEANUP_LIMIT, gt=0, le=MAX_SECONDS, allow_inf_nan=False)

    def secrets(self) -> list[str]:
        values = (*self.credential_values.values(), self.auth_token, self.framework_secret)
        return [v for v in values if v]


def load_invocation_file(path: str) -> InvocationFile:
    try:
        data = json.loads(read_text_limited(path, MAX_CONFIG_BYTES))
    except (OSError, UnicodeDecodeError) as exc:
        raise HarnessUsageError(f"--invocation {path}: cannot read: {read_error(exc)}") from None
    except json.JSONDecodeError as exc:
        raise HarnessUsageError(f"--invocation {path}: invalid JSON: {exc}") from None
    try:
        return InvocationFile.model_validate(data)
    except ValidationError as exc:
        raise HarnessUsageError(f"--invocation {path}: " + describe_validation_error(exc)) from None


def describe_validation_error(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error["loc"]) or "(root)"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)


def schema_json() -> str:
    return json.dumps(InvocationFile.model_json_schema(), indent=2)


__all__ = [
    "Flag",
    "HarnessUsageError",
    "IdentitySpec",
    "Invocation",
    "InvocationFile",
    "describe_validation_error",
    "load_invocation_file",
    "parse_args_option",
    "parse_pairs",
    "resolve_secret",
    "schema_json",
    "split_target",
]
