<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>baton::ApiError</name>
    <message numerus="yes">
        <source>Too many requests: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Too many requests: wait %n second before trying again.</numerusform>
            <numerusform>Too many requests: wait %n seconds before trying again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Try again in %n second(s).</source>
        <translation>
            <numerusform>Try again in %n second.</numerusform>
            <numerusform>Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>The service sent nothing for %n second; the request was stopped.</numerusform>
            <numerusform>The service sent nothing for %n seconds; the request was stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service answered (HTTP %1), then sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>The service answered (HTTP %1), then sent nothing for %n second; the request was stopped.</numerusform>
            <numerusform>The service answered (HTTP %1), then sent nothing for %n seconds; the request was stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>%1 lists the first field errors; %n is how many more the service sent.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ApprovalDialog</name>
    <message numerus="yes">
        <source>The answer asks to run %n tool call(s). Approve or deny each one; the conversation goes on with your decisions.</source>
        <translation>
            <numerusform>The answer asks to run %n tool call. Approve or deny it; the conversation goes on with your decision.</numerusform>
            <numerusform>The answer asks to run %n tool calls. Approve or deny each one; the conversation goes on with your decisions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approve or deny %n more call(s) first.</source>
        <translation>
            <numerusform>Approve or deny %n more call first.</numerusform>
            <numerusform>Approve or deny %n more calls first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more tool call(s), decided together:</source>
        <translation>
            <numerusform>%n more tool call, decided together:</numerusform>
            <numerusform>%n more tool calls, decided together:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (the highest of %n tools)</source>
        <extracomment>The highest risk among the tools a call may run, when several share its name.</extracomment>
        <translation>
            <numerusform>%1 (the highest of %n tool)</numerusform>
            <numerusform>%1 (the highest of %n tools)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ambiguous: %n tools named “%1” are shared with this chat&apos;s target, and the service may run any of them:</source>
        <translation>
            <numerusform>Ambiguous: %n tool named “%1” is shared with this chat&apos;s target, and the service may run it:</numerusform>
            <numerusform>Ambiguous: %n tools named “%1” are shared with this chat&apos;s target, and the service may run any of them:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ChatPane</name>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s)</source>
        <translation>
            <numerusform>Approval needed: %n tool call</numerusform>
            <numerusform>Approval needed: %n tool calls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ChatRequestBody</name>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>The reason can have at most %n character; this one has %1.</numerusform>
            <numerusform>The reason can have at most %n characters; this one has %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::CompareWindow</name>
    <message numerus="yes">
        <source>Choose a target and re-run: the %n recorded message(s) are asked again there.</source>
        <translation>
            <numerusform>Choose a target and re-run: %n recorded message is asked again there.</numerusform>
            <numerusform>Choose a target and re-run: the %n recorded messages are asked again there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-run ended: %1 of %n message(s) asked.</source>
        <translation>
            <numerusform>Re-run ended: %1 of %n message asked.</numerusform>
            <numerusform>Re-run ended: %1 of %n messages asked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::CountedTextEdit</name>
    <message numerus="yes">
        <source>%n characters over the limit.</source>
        <translation>
            <numerusform>%n character over the limit.</numerusform>
            <numerusform>%n characters over the limit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::Dependants</name>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the first lines of a list of users: how many are not shown.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::EventInspector</name>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1  (%n not recognised)</source>
        <extracomment>%1 is the count of events (&quot;12 events&quot;).</extracomment>
        <translation>
            <numerusform>%1  (%n not recognised)</numerusform>
            <numerusform>%1  (%n not recognised)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::HistoryPage</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) older than that were deleted.</source>
        <translation>
            <numerusform>%n conversation older than that was deleted.</numerusform>
            <numerusform>%n conversations older than that were deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matching message(s)</source>
        <translation>
            <numerusform>%n matching message</numerusform>
            <numerusform>%n matching messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n conversation(s) from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>Delete %n conversation from this computer? It cannot be brought back.</numerusform>
            <numerusform>Delete %n conversations from this computer? They cannot be brought back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n conversation(s) kept for this profile from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>Delete the %n conversation kept for this profile from this computer? It cannot be brought back.</numerusform>
            <numerusform>Delete all %n conversations kept for this profile from this computer? They cannot be brought back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::MainWindow</name>
    <message numerus="yes">
        <source>Rate limited: %n s left</source>
        <translation>
            <numerusform>Rate limited: %n s left</numerusform>
            <numerusform>Rate limited: %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s) wait for your decision</source>
        <translation>
            <numerusform>Approval needed: %n tool call waits for your decision</numerusform>
            <numerusform>Approval needed: %n tool calls wait for your decision</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ModelToolsSection</name>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what a model can use: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>And %n more; baton-cli refs lists them all.</numerusform>
            <numerusform>And %n more; baton-cli refs lists them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::PageCommands</name>
    <message numerus="yes">
        <source>%n object(s) use it:</source>
        <extracomment>Before deleting: %n how many objects use it, then the list of them.</extracomment>
        <translation>
            <numerusform>%n object uses it:</numerusform>
            <numerusform>%n objects use it:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Used by %n object(s):</source>
        <translation>
            <numerusform>Used by %n object:</numerusform>
            <numerusform>Used by %n objects:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::Pager</name>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server sent %n empty page(s) in a row, each naming another; paging stopped.</source>
        <translation>
            <numerusform>The server sent %n empty page in a row, each naming another; paging stopped.</numerusform>
            <numerusform>The server sent %n empty pages in a row, each naming another; paging stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Page %1 holds %n item(s) where the list&apos;s total of %2 promises %3; paging stopped, and the items after them were not read.</source>
        <extracomment>%1 the page number, %n the items it held, %2 the list&apos;s total (a number of items, or &quot;3 pages&quot;), %3 the items the total promises.</extracomment>
        <translation>
            <numerusform>Page %1 holds %n item where the list&apos;s total of %2 promises %3; paging stopped, and the items after them were not read.</numerusform>
            <numerusform>Page %1 holds %n items where the list&apos;s total of %2 promises %3; paging stopped, and the items after them were not read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::RelationsSection</name>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what uses an object: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>And %n more; baton-cli refs lists them all.</numerusform>
            <numerusform>And %n more; baton-cli refs lists them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::RequestLogPanel</name>
    <message numerus="yes">
        <source>Retry-After: %n second(s)</source>
        <translation>
            <numerusform>Retry-After: %n second</numerusform>
            <numerusform>Retry-After: %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ResourceEditor</name>
    <message numerus="yes">
        <source>%n field(s) need a change:</source>
        <extracomment>Over an editor&apos;s buttons: %n how many fields, then their labels (links to them), separated by commas.</extracomment>
        <translation>
            <numerusform>%n field needs a change:</numerusform>
            <numerusform>%n fields need a change:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ResourcePanel</name>
    <message numerus="yes">
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n object</numerusform>
            <numerusform>%n objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::SecretEditor</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ToolCallCards</name>
    <message numerus="yes">
        <source>And %n more tool call(s), not shown here: the event inspector shows every piece of the answer, and the approval dialog lists every call that waits for a decision.</source>
        <translation>
            <numerusform>And %n more tool call, not shown here: the event inspector shows every piece of the answer, and the approval dialog lists every call that waits for a decision.</numerusform>
            <numerusform>And %n more tool calls, not shown here: the event inspector shows every piece of the answer, and the approval dialog lists every call that waits for a decision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::Validator</name>
    <message numerus="yes">
        <source>Must have at least %n characters; this has %1.</source>
        <translation>
            <numerusform>Must have at least %n character; this has %1.</numerusform>
            <numerusform>Must have at least %n characters; this has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n characters; this has %1.</source>
        <translation>
            <numerusform>Must have at most %n character; this has %1.</numerusform>
            <numerusform>Must have at most %n characters; this has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n items; this has %1.</source>
        <translation>
            <numerusform>Must have at least %n item; this has %1.</numerusform>
            <numerusform>Must have at least %n items; this has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n items; this has %1.</source>
        <translation>
            <numerusform>Must have at most %n item; this has %1.</numerusform>
            <numerusform>Must have at most %n items; this has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>And %n more fields have problems.</source>
        <translation>
            <numerusform>And %n more field has a problem.</numerusform>
            <numerusform>And %n more fields have problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::cli::ChatCommand</name>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>The reason can have at most %n character; this one has %1.</numerusform>
            <numerusform>The reason can have at most %n characters; this one has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s) (until %1):</source>
        <translation>
            <numerusform>The answer waits for a decision on %n tool call (until %1):</numerusform>
            <numerusform>The answer waits for a decision on %n tool calls (until %1):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s):</source>
        <translation>
            <numerusform>The answer waits for a decision on %n tool call:</numerusform>
            <numerusform>The answer waits for a decision on %n tool calls:</numerusform>
        </translation>
    </message>
</context>
</TS>
