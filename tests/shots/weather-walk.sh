#!/usr/bin/env bash
# weather-walk.sh — keyboard-only walk of "the weather job" in Baton, under Xvfb + openbox, driven by xdotool.
#
#   tests/shots/weather-walk.sh SIZE THEME OUTDIR
#     SIZE   1440x900 | 1024x640 | 800x600   (the Xvfb screen; the console is maximized to it)
#     THEME  light | dark                    (View › Theme, kept in the fresh HOME's settings)
#     OUTDIR where the screenshots go: OUTDIR/weather-SIZE-THEME-NN-step.png, plus a .log
#
# Environment:
#   BATON=/path/to/baton      the console binary (default build/dev/bin/baton)
#   WALK_DISPLAY=:57          X display to use (must be free)
#   WALK_ROOT=/tmp/walk       where the per-run HOME / XDG_RUNTIME_DIR live (wiped each run)
#   WALK_SLOW=1.0             multiply every wait by this (slow machine: 2)
#
# Everything the walk does goes through the keyboard (xdotool key/type). The only non-keyboard
# actions are environment set-up (starting X, parking the pointer in a corner) and a recovery
# "windowactivate" when the console loses the keyboard focus; each recovery is logged as FINDING.
# Processes started here are stopped by their pid on exit, nothing else is touched.

set -u
SIZE=${1:?usage: weather-walk.sh SIZE THEME OUTDIR}
THEME=${2:?usage: weather-walk.sh SIZE THEME OUTDIR}
OUT=${3:?usage: weather-walk.sh SIZE THEME OUTDIR}
case $SIZE in *x*) ;; *) echo "SIZE must be WxH" >&2; exit 2 ;; esac
case $THEME in light|dark) ;; *) echo "THEME must be light or dark" >&2; exit 2 ;; esac

BATON=${BATON:-$(cd "$(dirname "$0")/../.." && pwd)/build/dev/bin/baton}
DISP=${WALK_DISPLAY:-:57}
ROOT=${WALK_ROOT:-/tmp/walk}
SLOW=${WALK_SLOW:-1.0}
SW=${SIZE%x*}; SH=${SIZE#*x}
TAG="weather-$SIZE-$THEME"
RUN="$ROOT/run-$SIZE-$THEME"
LOG="$OUT/$TAG-walk.log"

[ -x "$BATON" ] || { echo "no executable console at $BATON (set BATON=...)" >&2; exit 2; }
for t in Xvfb openbox xdotool import compare xprop; do
    command -v $t >/dev/null || { echo "missing tool: $t (apt-get install xvfb openbox xdotool imagemagick x11-utils)" >&2; exit 2; }
done

mkdir -p "$OUT"
rm -f "$OUT/$TAG"-*.png
: > "$LOG"
rm -rf "$RUN"
mkdir -p "$RUN/home/.config/Baton" "$RUN/rt" "$RUN/tmp"
chmod 700 "$RUN/home" "$RUN/rt"
# Fresh HOME; the only thing carried in is the theme (the setting View › Theme writes).
printf '[ui]\ntheme=%s\n' "$THEME" > "$RUN/home/.config/Baton/baton.conf"

export DISPLAY=$DISP HOME=$RUN/home XDG_RUNTIME_DIR=$RUN/rt LANG=C.UTF-8 LC_ALL=C.UTF-8
unset SESSION_MANAGER DBUS_SESSION_BUS_ADDRESS 2>/dev/null || true

PIDS=()
cleanup() {
    local p
    for (( i=${#PIDS[@]}-1; i>=0; i-- )); do
        p=${PIDS[$i]}
        kill "$p" 2>/dev/null && for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$p" 2>/dev/null || break; sleep 0.2; done
        kill -9 "$p" 2>/dev/null
    done
    wait 2>/dev/null
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log()     { printf '%s %s\n' "$(date +%H:%M:%S)" "$*" | tee -a "$LOG"; }
finding() { log "FINDING: $*"; }
nap()     { sleep "$(awk -v a="$1" -v s="$SLOW" 'BEGIN{print a*s}')"; }

N=0
shot() {   # shot NAME  — a screenshot of the whole screen, numbered
    N=$((N+1))
    nap 0.5
    local f; f=$(printf '%s/%s-%02d-%s.png' "$OUT" "$TAG" "$N" "$1")
    import -window root "$f" 2>/dev/null
    log "shot $(basename "$f")   [active: $(active_name)]"
}
key()  { xdotool key --delay 80 "$@"; nap 0.3; }
typ()  { xdotool type --delay 12 -- "$1"; nap 0.3; }
active_id()   { xprop -root _NET_ACTIVE_WINDOW 2>/dev/null | awk '{print $NF}'; }
active_name() { local w; w=$(active_id); [ -n "$w" ] && [ "$w" != 0x0 ] && xdotool getwindowname "$w" 2>/dev/null || echo "(none)"; }
win_by_name() { xdotool search --onlyvisible --name "$1" 2>/dev/null | tail -1; }   # ASCII patterns only

wait_win() {   # wait_win PATTERN [SECONDS] — a visible window whose title matches; prints its id
    local pat=$1 t=${2:-10} i=0 w
    local n; n=$(awk -v t="$t" -v s="$SLOW" 'BEGIN{print int(t*s*10)}')
    while [ $i -lt "$n" ]; do
        w=$(win_by_name "$pat"); [ -n "$w" ] && { echo "$w"; nap 0.4; return 0; }
        sleep 0.1; i=$((i+1))
    done
    log "TIMEOUT: no window titled /$pat/ (active: $(active_name))"
    return 1
}
wait_gone() {   # wait_gone PATTERN [SECONDS]
    local pat=$1 t=${2:-10} i=0
    local n; n=$(awk -v t="$t" -v s="$SLOW" 'BEGIN{print int(t*s*10)}')
    while [ $i -lt "$n" ]; do
        [ -z "$(win_by_name "$pat")" ] && { nap 0.3; return 0; }
        sleep 0.1; i=$((i+1))
    done
    log "TIMEOUT: window /$pat/ still open"
    return 1
}
# After a dialog closes the console must have the keyboard again. If it does not, a user has to
# click the window: log it, and give the focus back so that the walk can go on.
check_focus() {   # check_focus WHAT
    nap 0.3
    local a; a=$(active_id)
    if [ "$a" != "$(printf '0x%x' "$MAIN")" ] && [ "$(printf '%d' "$a" 2>/dev/null)" != "$MAIN" ]; then
        finding "after $1 the console has no keyboard focus (active window: $(active_name)); a keyboard user is stuck until a mouse click. Recovering with windowactivate."
        xdotool windowactivate --sync "$MAIN" 2>/dev/null; nap 0.4
    fi
}
# Save the editor that is open (Alt+S); report when it stays open.
save_editor() {   # save_editor TITLE-PATTERN WHAT
    key alt+s
    if ! wait_gone "$1" 6; then
        finding "$2: the editor stayed open after Alt+S (refused or not saved)"
        return 1
    fi
    check_focus "saving $2"
    return 0
}
# Pixel difference between two screenshots (how many pixels changed).
screen_diff() { compare -metric AE -fuzz 10% "$1" "$2" null: 2>&1 | awk '{print int($1)}'; }
# Chat › Target. Alt+T is given to two labels of the chat page ("Target" and "Max tokens"), so it
# alternates between the two fields: type the name and check that the completer's list showed up
# (a large change of the screen); otherwise press Alt+T again.
choose_target() {   # choose_target NAME
    local i d
    for i in 1 2 3; do
        key alt+t
        import -window root "$RUN/tmp/a.png" 2>/dev/null
        key ctrl+a; typ "$1"; nap 0.6
        import -window root "$RUN/tmp/b.png" 2>/dev/null
        d=$(screen_diff "$RUN/tmp/a.png" "$RUN/tmp/b.png")
        if [ "${d:-0}" -gt 1500 ]; then
            [ "$i" -gt 1 ] && log "Alt+T reached the Target only at press $i (it alternates with Max tokens)"
            key Down; key Return; nap 0.3
            return 0
        fi
    done
    finding "could not type into Chat › Target with Alt+T"
    return 1
}
# The chat's composer: from the Target step forward with Tab
# until typing shows up on the screen (the composer is the only text field on that path).
focus_composer() {
    local i d
    for i in 1 2 3 4 5 6 7 8 9 10; do
        key Tab
        import -window root "$RUN/tmp/a.png" 2>/dev/null
        xdotool type --delay 20 'qqqqqq'; nap 0.3
        import -window root "$RUN/tmp/b.png" 2>/dev/null
        d=$(screen_diff "$RUN/tmp/a.png" "$RUN/tmp/b.png")
        if [ "${d:-0}" -gt 80 ]; then
            key BackSpace BackSpace BackSpace BackSpace BackSpace BackSpace
            log "composer reached from the Target with $i x Tab"
            return 0
        fi
    done
    finding "could not reach the chat composer by keyboard (Tab x10 from the Target)"
    return 1
}

# ---------------------------------------------------------------------------------------------
log "walk $TAG  baton=$BATON  display=$DISP  home=$HOME"
if [ -e "/tmp/.X${DISP#:}-lock" ]; then
    echo "display $DISP is in use (/tmp/.X${DISP#:}-lock); set WALK_DISPLAY" >&2; exit 2
fi
Xvfb "$DISP" -screen 0 "${SIZE}x24" -nolisten tcp -noreset >"$RUN/xvfb.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
openbox >"$RUN/openbox.log" 2>&1 &
PIDS+=($!)
sleep 1
xdotool mousemove "$((SW-1))" "$((SH-1))"      # park the pointer: no hover highlights

"$BATON" --sandbox >"$RUN/baton.out" 2>"$RUN/baton.err" &
BPID=$!
PIDS+=($BPID)
MAIN=""
for _ in $(seq 100); do
    MAIN=$(xdotool search --onlyvisible --pid "$BPID" --name 'sandbox' 2>/dev/null | head -1)
    [ -z "$MAIN" ] && MAIN=$(xdotool search --onlyvisible --pid "$BPID" 2>/dev/null | head -1)
    [ -n "$MAIN" ] && break
    sleep 0.1
done
[ -n "$MAIN" ] || { log "the console window did not appear"; cat "$RUN/baton.err" >> "$LOG"; exit 1; }
PORT=$(sed -n 's#.*listening on http://127\.0\.0\.1:\([0-9]*\).*#\1#p' "$RUN/baton.out" | head -1)
log "console window $MAIN ($(xdotool getwindowname "$MAIN")), sandbox port ${PORT:-?}"
nap 1.5
xdotool windowactivate --sync "$MAIN" 2>/dev/null
# Maximize with openbox's window menu, by keyboard: Alt+Space, then X (Maximize).
key alt+space; nap 0.3; key x; nap 0.8
read -r GX GY GW GH < <(xdotool getwindowgeometry "$MAIN" | awk '/Position/{split($2,p,",")} /Geometry/{split($2,g,"x")} END{print p[1],p[2],g[1],g[2]}')
log "window geometry after maximize: ${GW}x${GH}+${GX}+${GY} on ${SIZE}"
if [ "${GW:-0}" -gt "$SW" ] || [ "${GH:-0}" -gt "$SH" ]; then finding "the maximized console (${GW}x${GH}) is larger than the screen ($SIZE)"; fi
nap 1
shot start-welcome

# --- theme: View › Theme › Light/Dark (already in the settings; chosen again by keyboard) -----
key alt+v; nap 0.3; key t; nap 0.4
shot view-theme-menu
if [ "$THEME" = dark ]; then key d; else key l; fi
nap 0.6
grep -q "theme=$THEME" "$HOME/.config/Baton/baton.conf" || finding "ui/theme is not '$THEME' in baton.conf after View › Theme"

# --- 1. Secrets: "Weather API key" ---------------------------------------------------------------
key ctrl+2; nap 0.8
key ctrl+n
if wait_win 'New secret' >/dev/null; then
    typ 'Weather API key'
    key alt+v                       # Value
    typ 'wx-demo-value-123'
    shot secret-editor
    save_editor 'New secret' 'the secret'
fi
shot secret-saved

# --- 2. Tools: get_weather -----------------------------------------------------------------------
key ctrl+3; nap 0.8
key ctrl+n
if wait_win 'New tool' >/dev/null; then
    typ 'get_weather'
    key alt+d; typ 'Current weather for a city.'
    key alt+m; nap 0.2               # Method: POST is the default; check it is there
    key alt+u; typ "http://127.0.0.1:${PORT:-9}/_sandbox/echo/weather?city={city}"
    key alt+a; key ctrl+a
    typ '{"type": "object", "properties": {"city": {"type": "string", "description": "City name"}}, "required": ["city"]}'
    shot tool-editor
    key alt+f                        # Add auth field: focus goes to its Header field
    typ 'X-Api-Key'
    key Tab; typ 'Weather API key'; key Tab
    nap 0.3
    shot tool-editor-auth-field
    save_editor 'New tool' 'the tool get_weather'
fi
shot tool-saved

# --- 3. Custom model "Weather bot", and share the tool with it ----------------------------------
key ctrl+6; nap 0.8
key ctrl+n
if wait_win 'New custom model' >/dev/null; then
    typ 'Weather bot'
    key alt+b; typ 'gpt-4o'
    key Tab; typ 'Answers weather questions with get_weather.'      # Description (Alt+D does not reach it)
    key Tab; typ 'weather'                                             # Category
    key Tab                                                            # Tags
    key Tab; typ 'You answer weather questions. Call get_weather with the city.'   # System instruction
    shot custom-model-editor
    save_editor 'New custom model' 'the custom model Weather bot'
fi
shot custom-model-saved
# Edit › Share a tool with this model… (mnemonic h)
key alt+e; nap 0.3; key h
if wait_win 'Share with' >/dev/null; then
    typ 'get_weather'; nap 0.5
    key Tab; key space
    shot share-dialog-weather-bot
    key alt+s
    if wait_win 'Re-create' >/dev/null; then
        shot share-recreate-confirm
        key alt+r
        wait_gone 'Re-create' 8
    fi
    wait_gone 'Share with' 8 || { shot share-dialog-still-open; key Escape; }
    check_focus 'sharing the tool with Weather bot'
fi
shot custom-model-shared

# --- 4. Group model "Weather desk" with Weather bot as brain -------------------------------------
key ctrl+7; nap 0.8
key ctrl+n
if wait_win 'New group model' >/dev/null; then
    typ 'Weather desk'
    key alt+e; nap 0.2                # Default mode (the group's brain picker has no working Alt key)
    key Tab; key c                     # brain kind: Custom model
    key Tab; typ 'Weather bot'; key Tab
    shot group-model-editor
    save_editor 'New group model' 'the group model Weather desk'
fi
shot group-model-saved

# --- 5. Chat with Weather desk -------------------------------------------------------------------
MSG='What'"'"'s the weather in Paris? /tool get_weather {"city": "Paris"}'
chat_send() {
    key ctrl+1; nap 0.6
    choose_target 'Weather desk'
    focus_composer
    key ctrl+a; typ "$MSG"
    shot "$1"
    key ctrl+Return
}
chat_send chat-composed
nap 1
if wait_win 'Approve tool calls' 6 >/dev/null; then
    log "first chat already asks for approval"
else
    nap 2
    shot chat-tool-not-available
    finding "a chat with Weather desk cannot call get_weather although its brain Weather bot has it: the tool must be shared with the group too"
    # the user then shares the tool with the group itself
    key ctrl+7; nap 0.8
    key alt+e; nap 0.3; key h
    if wait_win 'Share with' >/dev/null; then
        typ 'get_weather'; nap 0.5
        key Tab; key space
        shot share-dialog-weather-desk
        key alt+s
        if wait_win 'Re-create' >/dev/null; then key alt+r; wait_gone 'Re-create' 8; fi
        wait_gone 'Share with' 8 || { key Escape; }
        check_focus 'sharing the tool with Weather desk'
    fi
    shot group-model-shared
    chat_send chat-composed-again
fi
if wait_win 'Approve tool calls' 10 >/dev/null; then
    shot approval-dialog
    key alt+a                          # Approve all
    shot approval-decided
    key alt+s                          # Submit decisions
    wait_gone 'Approve tool calls' 8
    check_focus 'submitting the approval'
    nap 3
    shot chat-answer

else
    shot chat-no-approval
    finding "no approval dialog appeared for /tool get_weather"
fi

# --- bad input: a tool saved with a bad URL template ---------------------------------------------
key ctrl+3; nap 0.8
key ctrl+n
if wait_win 'New tool' >/dev/null; then
    typ 'bad_weather'
    key alt+d; typ 'A tool with a bad URL template.'
    key alt+u; typ 'weather/{town} now'
    key alt+s; nap 1
    shot bad-tool-placeholder-error
    if [ -n "$(win_by_name 'New tool')" ]; then
        key alt+a; key ctrl+a; typ '{"type": "object", "properties": {"town": {"type": "string"}}}'
        key alt+s; nap 1.2
        if [ -n "$(win_by_name 'New tool')" ]; then
            shot bad-tool-url-refused
            key Escape
            wait_win 'Unsaved' 3 >/dev/null && key alt+d
            wait_gone 'New tool' 5
            check_focus 'discarding the bad tool'
        else
            finding "a tool with the URL template 'weather/{town} now' (no scheme, no host, a space) was saved"
            check_focus 'saving the bad tool'
            shot bad-tool-saved
        fi
    fi
fi

# --- delete the secret in use: the refusal -------------------------------------------------------
key ctrl+2; nap 0.8
key ctrl+f; key ctrl+a; typ 'Weather API key'; nap 1.5
key Tab; key Tab; key Tab; key Home
shot secret-selected
key alt+e; nap 0.3; key d                # Edit › Delete…
if wait_win 'Delete' >/dev/null; then
    shot delete-secret-confirm
    key alt+y
    wait_gone 'Delete' 5
    check_focus 'the delete confirmation'
    nap 1
fi
shot delete-secret-refused

# --- extras: the group's map, the request log, and a probe of the editors' Alt keys ---------------
key ctrl+7; nap 0.8
key alt+e; nap 0.3; key m                # Edit › Show map
if wait_win 'map|Map' 5 >/dev/null; then
    nap 0.8
    shot group-map
    key Escape; nap 0.5
    if [ -n "$(win_by_name 'map|Map')" ]; then finding "Escape does not close the group map window"; key alt+F4; nap 0.5; fi
    check_focus 'closing the map'
fi
key ctrl+8; nap 0.8
shot request-log
key ctrl+6; nap 0.8
key ctrl+n
if wait_win 'New custom model' >/dev/null; then
    key alt+d; typ '[Alt+D]'
    key alt+i; typ '[Alt+I]'
    key alt+t; typ '[Alt+T]'
    shot mnemonic-probe-custom-model
    key Escape
    wait_win 'Unsaved' 3 >/dev/null && { shot unsaved-question; key alt+d; }
    wait_gone 'New custom model' 5
    check_focus 'discarding an editor at the unsaved-changes question'
    shot after-discard
fi

log "done: $N screenshots in $OUT"
