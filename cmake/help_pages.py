#!/usr/bin/env python3
"""Man pages and the bash completion of reckon, made from the programs' --help.

The build runs this after linking the programs (cmake/install.cmake), so
the pages and the completion always list the options the programs take.
It writes OUT/man1/reckon.1, OUT/man1/reckon-<command>.1 for every command
that `reckon --help` lists, OUT/man1/reckon-claims.1, and OUT/reckon.bash.

The --help texts are Boost.Program_options' layout: a usage line, prose,
then sections ("Options:", "Game variants:", ...) of option lines with
their descriptions in a second column.

usage: help_pages.py --reckon PROGRAM --claims PROGRAM --version V --out DIR
"""
import argparse
import os
import re
import subprocess
import sys

# Values of the options that take one of a few words, for the completion.
# The words are the games' and players' names (doc/usage.md); an option not
# named here completes no value, or a file name when FILE_OPTIONS has it.
VALUE_WORDS = {
    "--game": "calculation rechenkuenstler fourteen",
    "--level": "normal hard expert four",
    "--tier": "easy medium hard expert",
    "--format": "text csv json",
    "--strategy": "perfect simple runs planner fair deepest",
}
FILE_OPTIONS = ["--db", "--deal-file", "--file", "--input", "--list", "--moves-file", "--out", "--sets",
                "--write-cnf", "--write-proof"]
FOLDER_OPTIONS = ["--db-dir", "--web"]


def help_text(program, *words):
    result = subprocess.run([program, *words, "--help"], capture_output=True, text=True, timeout=60)
    if result.returncode != 0 or not result.stdout.strip():
        sys.exit(f"{program} {' '.join(words)} --help failed ({result.returncode}): {result.stderr}")
    return result.stdout


def parse_help(text):
    """The help as (prose lines, [(section title, [(term, description)])]).

    A section starts at a line "Title:" at the left margin, ending in the
    colon, whose next line is indented; its entries are the indented lines, a deeper indented line going on with
    the entry before it; a line at the left margin ends the section.
    """
    prose, sections = [], []
    entries = None
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.fullmatch(r"\S.*:", line) and i + 1 < len(lines) and lines[i + 1].startswith("  "):
            entries = []
            sections.append((line[:-1], entries))
        elif entries is not None and line.startswith("  "):
            match = re.match(r"  (\S(?:.*?\S)?)(?: {2,}(.*))?$", line)
            if line.startswith("   ") and entries:  # goes on with the entry above
                term, description = entries[-1]
                entries[-1] = (term, (description + " " + line.strip()).strip())
            elif match:
                entries.append((match.group(1), (match.group(2) or "").strip()))
        elif line.strip():
            entries = None
            prose.append(line)
        else:
            if entries is None:
                prose.append("")
    return prose, sections


def roff(text):
    """Text safe in a roff line: backslashes escaped, no control character first."""
    text = text.replace("\\", "\\e")
    return "\\&" + text if text[:1] in (".", "'") else text


def option_term(term):
    """'-h [ --help ]' or '--port arg (=8080)' in man's style: the option bold,
    its argument italic, minus signs as minus signs."""
    out = []
    for word in term.split(" "):
        if word.startswith("-"):
            out.append("\\fB" + roff(word).replace("-", "\\-") + "\\fR")
        elif word == "arg":
            out.append("\\fIarg\\fR")
        else:
            out.append(roff(word))
    return " ".join(out)


# reckon.1's own sections: where the programs find their files
# (jobs/common/data_paths.h, doc/install.md).
ENVIRONMENT = [
    ".SH ENVIRONMENT",
    ".TP", "\\fBRECKON_DATA_DIR\\fR",
    "the folder that holds curated/ and constructed/, whose lists curate \\-\\-daily draws from; "
    "when set, it must be a folder",
    ".TP", "\\fBRECKON_WEB_DIR\\fR",
    "the folder of the page that reckon serve serves (its \\-\\-web comes first)",
    ".SH FILES",
    ".TP", "\\fIPREFIX\\fB/share/reckon/data/curated/\\fR",
    "the tier lists and daily challenges, found from the program's own folder (PREFIX/bin) "
    "when RECKON_DATA_DIR is not set",
    ".TP", "\\fIPREFIX\\fB/share/reckon/data/constructed/\\fR",
    "the constructed lists (card strings) that curate \\-\\-daily \\-\\-tier constructed draws from",
    ".TP", "\\fIPREFIX\\fB/share/reckon/web/\\fR",
    "the page of reckon serve, when neither \\-\\-web nor RECKON_WEB_DIR is given",
]


def man_page(name, summary, version, text, see_also, extra=()):
    prose, sections = parse_help(text)
    usage, description = [], []
    for line in prose:
        # The usage and the lines that go on with it (indented).
        if line.startswith("Usage:") or (usage and not description and line.startswith(" ")):
            usage.append(line[len("Usage: "):] if line.startswith("Usage:") else line.strip())
        elif not (line.startswith("reckon — ") and not description):
            description.append(line)
    page = [f'.TH {name.upper()} 1 "" "reckon {version}" "reckon manual"',
            ".SH NAME", f"{name} \\- {roff(summary)}"]
    if usage:
        page += [".SH SYNOPSIS", ".nf"] + [roff(u) for u in usage] + [".fi"]
    while description and not description[0].strip():
        description.pop(0)
    if description:
        page.append(".SH DESCRIPTION")
        for line in description:
            page.append(".PP" if not line.strip() else roff(line.strip()))
    headed = False
    for title, entries in sections:
        # Options and the overview's commands are sections of their own;
        # the other groups of options are subsections of OPTIONS.
        if title in ("Options", "Commands"):
            page.append(".SH " + title.upper())
            headed = headed or title == "Options"
        else:
            if not headed:
                page.append(".SH OPTIONS")
                headed = True
            page.append(".SS " + roff(title))
        for term, what in entries:
            page += [".TP", option_term(term) if term.startswith("-") else "\\fB" + roff(term) + "\\fR",
                     roff(what)]
    page += list(extra)
    page += [".SH SEE ALSO", ", ".join(f"\\fB{roff(s)}\\fR(1)" for s in see_also)]
    return "\n".join(page) + "\n"


def commands_of(overview):
    """The commands and their one-line summaries from `reckon --help`."""
    _, sections = parse_help(overview)
    for title, entries in sections:
        if title == "Commands":
            out = []
            for term, what in entries:
                name, _, first = term.partition(" ")
                what = (first.strip() + " " + what).strip()
                out.append((name, what.split(";")[0]))
            return out
    sys.exit("reckon --help lists no Commands: section")


def options_of(text):
    """Every long option a command's help lists, and whether it takes a value."""
    _, sections = parse_help(text)
    options = []
    for _, entries in sections:
        for term, _ in entries:
            # "--max-seconds arg (=10, none with --max-nodes)": the option
            # is what comes before the default.
            for match in re.finditer(r"(--[a-z0-9][a-z0-9-]*)( arg)?", term.split(" (")[0]):
                if match.group(1) not in (o for o, _ in options):
                    options.append((match.group(1), bool(match.group(2))))
    return options


def completion(commands, options_by_command):
    words = " ".join(c for c, _ in commands)
    cases = []
    for command, options in options_by_command.items():
        cases.append(f"    {command}) options=\"{' '.join(o for o, _ in options)}\" ;;")
    with_value = sorted({o for opts in options_by_command.values() for o, takes in opts if takes})
    value_cases = []
    for option, values in VALUE_WORDS.items():
        value_cases.append(f"    {option}) COMPREPLY=($(compgen -W \"{values}\" -- \"$cur\")); return ;;")
    files = [o for o in FILE_OPTIONS if o in with_value]
    folders = [o for o in FOLDER_OPTIONS if o in with_value]
    others = [o for o in with_value if o not in VALUE_WORDS and o not in files and o not in folders]
    if files:
        value_cases.append(f"    {'|'.join(files)}) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return ;;")
    if folders:
        value_cases.append(f"    {'|'.join(folders)}) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\"); return ;;")
    if others:  # a number, a card string, a move list: nothing to offer
        value_cases.append(f"    {'|'.join(others)}) COMPREPLY=(); return ;;")
    nl = "\n"
    return f"""# bash completion for reckon: its commands, each command's options and the
# values of the options that take one of a few words. Made from reckon's
# --help by cmake/help_pages.py; installed as
# share/bash-completion/completions/reckon.
_reckon() {{
  local cur=${{COMP_WORDS[COMP_CWORD]}} prev=${{COMP_WORDS[COMP_CWORD-1]}}
  local commands="{words}"
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    COMPREPLY=($(compgen -W "$commands help --help --version" -- "$cur"))
    return
  fi
  if [[ ${{COMP_WORDS[1]}} == help ]]; then
    ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W "$commands" -- "$cur"))
    return
  fi
  case $prev in
{nl.join(value_cases)}
  esac
  local options=""
  case ${{COMP_WORDS[1]}} in
{nl.join(cases)}
    *) return ;;
  esac
  if [[ $cur == -* || ${{COMP_WORDS[1]}} != merge ]]; then
    COMPREPLY=($(compgen -W "$options --help" -- "$cur"))
  else  # merge's inputs: stores and row files
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}}
complete -F _reckon reckon
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reckon", required=True)
    parser.add_argument("--claims", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    man_dir = os.path.join(args.out, "man1")
    os.makedirs(man_dir, exist_ok=True)

    overview = help_text(args.reckon)
    commands = commands_of(overview)
    names = ["reckon-" + c for c, _ in commands]
    pages = {"reckon.1": man_page("reckon", overview.splitlines()[0].split(" — ", 1)[-1], args.version,
                                  overview, names + ["reckon-claims"], ENVIRONMENT)}
    options_by_command = {}
    for command, summary in commands:
        text = help_text(args.reckon, command)
        options_by_command[command] = options_of(text)
        pages[f"reckon-{command}.1"] = man_page(f"reckon-{command}", summary, args.version, text, ["reckon"])
    pages["reckon-claims.1"] = man_page("reckon-claims", "check published win-rate claims against measurements",
                                        args.version, help_text(args.claims), ["reckon", "reckon-analyze"])
    for name, page in pages.items():
        with open(os.path.join(man_dir, name), "w", encoding="utf-8") as f:
            f.write(page)
    with open(os.path.join(args.out, "reckon.bash"), "w", encoding="utf-8") as f:
        f.write(completion(commands, options_by_command))


if __name__ == "__main__":
    main()
