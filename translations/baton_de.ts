<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>baton::AgentsTable</name>
    <message>
        <source>Add agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s instruction override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected agent up (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected agent down (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Researcher, Critic, Summariser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the model&apos;s own system instruction for this agent (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instruction override:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1 (“%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ApiError</name>
    <message>
        <source>The service says: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service reported an error (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service reported an error (HTTP %1, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service could not read the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service rejected some fields of the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service rejected some fields of the request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service received no API token. Enter the token for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service does not accept this API token. Check the token stored for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API token is not active. Activate it in the service or use another token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API token lacks a capability this action needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API token lacks the capability “%1” that this action needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow this share scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow the share scope “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: the object does not exist, or this token cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request conflicts with the current state of the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This approval has expired; its tool calls were not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This approval has already been answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload or its metadata is larger than the service accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Too many requests: wait %n second(s) before trying again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests: wait a moment before trying again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service failed while handling the request (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service is unavailable (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Try again in %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not reach the service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The service sent nothing for %n second(s); the request was stopped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The request was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baton refused to send the request over plain http to %1. Use https, or allow plain http for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s base URL “%1” is not an http or https address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service redirected the request to another origin (%1). Baton does not follow it, so that the token stays with the profile&apos;s origin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file “%1” cannot be read, so it was not uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Request id: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ApiResourceEditor</name>
    <message>
        <source>e.g. Opening hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the resource holds and when the model should read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://api.example.com/hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read with GET.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the service may reuse an answer; 0 means never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cache lifetime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ApprovalDialog</name>
    <message>
        <source>Approve tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The answer asks to run %n tool call(s). Approve or deny each one; the conversation goes on with your decisions.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Looking up the tools…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Approve all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deny all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close; the tool calls keep waiting for a decision until the approval expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up the tool…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;secret values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the call is denied (optional; the model reads it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason for denying %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tools list could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This token may not read the tools list (it lacks the “%1” capability): what each call does is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the tools list this token can read: what it does is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method and address unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>method, then host and path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires in %1 (at %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This approval expired: the tool calls will not run. The conversation is kept; send a new message to ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reason for denying %1 has %2 characters; at most %3 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approval expired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Approve or deny %n more call(s) first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::AuthFieldsEditor</name>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add auth field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::BaseModelCombo</name>
    <message>
        <source>e.g. gpt-4o, or any model name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ChatExport</name>
    <message>
        <source>Chat with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool calls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ChatPane</name>
    <message>
        <source>Review tool calls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer waits for your decision on its tool calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the stopped or failed answer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a message; Ctrl+Enter sends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer; what arrived is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the models, or type group:&lt;id&gt; or custom:&lt;id&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the lists of group and custom models again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive the answer as it is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The group model&apos;s mode for this chat (metadata.mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;emperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a group model or a custom model, or type group:&lt;id&gt; or custom:&lt;id&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the conversation as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the conversation as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ChatSession</name>
    <message>
        <source>Wait for the answer, or stop it, before sending again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve or deny the pending tool calls first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a group model or a custom model to chat with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool call is waiting for a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool call is not part of the pending approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool call has more than one decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Approve or deny this tool call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no stopped or failed answer to ask for again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ConnectionCheck</name>
    <message>
        <source>Connected: the service accepted the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It lacks the capability to manage secrets, so some panels stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It lacks the capability “%1”, so some panels stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ConnectionDialog</name>
    <message>
        <source>Connect to a service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://chat.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow plain &amp;http to this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http sends the token and everything else unencrypted. Allow it only on a network you trust; use https wherever you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: found by its fields when empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key of the service&apos;s own object in chat answers, when you know it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service object &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;local sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the embedded sandbox with demo data and connect to it. Nothing is stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the profile “%1”? Its token is deleted from the keychain too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token could not be deleted from the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API token of this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in Baton&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BATON_TOKEN is set: it is used unless you type a token here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::CountedTextEdit</name>
    <message>
        <source>%1 / %2</source>
        <comment>characters typed / the limit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n characters over the limit.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Characters used of the %1 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::CustomModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own key (BYOK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Support assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The underlying model this custom model calls. Pick one or type any name the service knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system instruction every chat with this model starts with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls to the model provider use the service&apos;s own account (app).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls to the model provider use the key stored in a secret of the vault (byok).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret that holds the provider&apos;s API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;tegory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System &amp;instruction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Visibility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;eams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Credentials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BYOK &amp;secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the secret that holds the provider key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a secret from the list, or type its UUID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::EditorDialog</name>
    <message>
        <source>New %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This %1 has changes that are not saved. Discard them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::EventInspector</name>
    <message>
        <source>&amp;Copy all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every event of the answer, with its time and type, as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server-sent events of the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an event to see its data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data of the selected event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baton did not recognise this event: it is shown as it came.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not recognised)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>[not recognised]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::FieldLabels</name>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache lifetime (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System instruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own key (secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Icon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::FileMetadataEditor</name>
    <message>
        <source>Choose a file, or drop one on this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource &amp;type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID of the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Conversation id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the service shows; the chosen file&apos;s name unless you type another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to upload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::FileUploadDialog</name>
    <message>
        <source>Upload a File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent; the service is storing the file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload canceled after the whole file was sent: the service may still have stored it. Check the list of files before uploading again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload canceled. The form is kept; upload again when ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::FormWidgets</name>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::GroupModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved references (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Support desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrate (orch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthesise (synth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal (normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (auto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model that leads the group: it answers, or directs and combines the agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;tegory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ic&amp;on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;gents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Visibility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;eams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brain splits each request into tasks, hands them to the agents and assembles their results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every agent answers the request, then the brain merges their answers into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brain answers alone, as a single model would; the agents are not asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brain chooses, for each request, the mode that suits it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instruction override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::IconPicker</name>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No icon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Travel explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gavel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smart toy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History edu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::JsonEditor</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a JSON object ({ … }).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ListEnvelope</name>
    <message>
        <source>“%1” in the list response is not a whole number; it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” in the list response is not true or false; it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” in the list response is not a string; paging stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” in the list response is not an array; no items were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list response holds no list of items (looked for “data”, “items”, “results” and a bare array); no items were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list response says more items follow but gives no cursor; paging stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“pagination” in the list response is not an object; it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list response is neither a JSON object nor an array; no items were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items that are not JSON objects: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::LocalSandbox</name>
    <message>
        <source>Local sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::MainWindow</name>
    <message>
        <source>Baton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage profiles and connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch &amp;profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Baton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approval expired before a decision: its tool calls were not run. The conversation goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded sandbox with demo data: nothing done here reaches a real service, and it is gone when Baton closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token is stored for “%1”. Enter it to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: use File › Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rate limited: %n s left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The service asked to wait before the next request (HTTP 429 with Retry-After).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Baton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Baton %1&lt;/h3&gt;&lt;p&gt;A desktop console for administering an LLM chat platform through its HTTP API: secrets, tools, API resources, files, custom models and group models.&lt;/p&gt;&lt;p&gt;API tokens are kept in the system keychain.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baton will speak %1 from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ModelRefPicker</name>
    <message>
        <source>A base model of the service, by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the custom models this token can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the group models this token can see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no base model chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (base model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no custom model chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no group model chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (group model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ObjectPicker</name>
    <message>
        <source>Choose, or type an id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::Pager</name>
    <message>
        <source>%1 cannot be listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paging is set by the list itself; remove this field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 was asked for and page %2 came back; paging stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent the same items as for the previous request; paging stopped so that the list does not repeat itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a cursor it had already sent; paging stopped so that the list does not loop.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ProfileStore</name>
    <message>
        <source>Enter a name for the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name cannot start or end with a space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile named “%1” already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the base URL of the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a complete URL, such as https://chat.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL must start with https:// or http://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL cannot contain a user name or password; the token is entered separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL cannot contain a query (?…) or a fragment (#…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// would send the token unencrypted to “%1”. Use https://, or allow insecure HTTP for this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key cannot start or end with a space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profiles could not be saved to %1; the change is kept until the console is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::RequestLogModel</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt %1 of this request</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::RequestLogPanel</name>
    <message>
        <source>Filter by method, path, status or request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as c&amp;URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected request as a curl command. The token is read from $%1 when it runs; no credential is copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy request &amp;id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every logged request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a request to see its headers, body and answer. Credentials and secret values are never shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retry-After: %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File part: %1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer (the first %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ResolvedRefsView</name>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the group model again and resolve its references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolves to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved group models show here what their references point to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resolve: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As this token sees them, resolved at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not visible to this token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ResourceEditor</name>
    <message>
        <source>Set when the object is created; it cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ResourceKind</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache TTL (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume requests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ResourceListModel</name>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ResourcePanel</name>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own key (BYOK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthesize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a secret to see its fields. Its value is never shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a row to see every field of the object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Use File › Connect… to choose a service and a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name or description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This token may not list %1.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It lacks the capability &lt;b&gt;%2&lt;/b&gt;. Ask the service&apos;s administrator for a token with it, or connect with another profile (File › Connect…), then try again.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list could not be read. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is listed until the filter is corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaded, more below</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>sorted among the loaded rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” no longer exists: it was deleted elsewhere, and has left the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be read for editing. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the %1 “%2”?

This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not deleted. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::RowList</name>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ScopeListEditor</name>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::SecretEditor</name>
    <message>
        <source>e.g. Ticket API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who issued it, e.g. openai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID of the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Team id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the value while typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty to keep the current value; a new value replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write-only: once saved, the value cannot be read back, only replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty to keep the current value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::StringMapEditor</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. application/json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 has a value but no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” appears more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like a credential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 look like credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These headers are stored and shown as plain text: send a credential through an auth field, whose value comes from a secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an auth field instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API resources cannot carry secrets: remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API resources cannot carry secrets: remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::TagEditor</name>
    <message>
        <source>Comma-separated, e.g. billing, urgent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::TeamIdsEditor</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team id is a UUID: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::TokenStore</name>
    <message>
        <source>No keychain is available: the token is kept in memory for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token could not be read from the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token could not be removed from the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::ToolEditor</name>
    <message>
        <source>e.g. create_ticket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tool does and when the model should call it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://api.example.com/tickets/{ticketId}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each {placeholder} is filled from the argument of that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for approval before each call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chat pauses until someone approves or denies the call. Turn it off only for calls that are safe to run unattended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set at creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a property of the arguments schema: add it to its &quot;properties&quot;, or take it out of the URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are not properties of the arguments schema: add them to its &quot;properties&quot;, or take them out of the URL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant, after the tool decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool call: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved, executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval expired before the decision reached the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arriving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the answer is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted: the answer broke off before its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The approval expired: the tool calls were not run. The conversation is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens: %1 prompt, %2 completion, %3 total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First token: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::Validator</name>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be %1 or greater.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be %1 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field can only be set when the object is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field is not part of the interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n characters; this has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 character; this has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n characters; this has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Must be one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a JSON object of names and text values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a JSON array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must have at least 1 item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n items; this has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 item; this has %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n items; this has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Must be a model reference object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be one of: llm, custom, group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a string or an array of content parts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A content part must be an object with a type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text part needs its text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This query field is not part of the interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at most %1; this file is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at most %1; this is %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::ChatCommand</name>
    <message>
        <source>The target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message to send; read from stdin when absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a streamed answer and print it as it arrives (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a standard answer and print it when complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide tool calls without asking: all, none, or a comma-separated list of tool call ids or tool names to approve (the others are denied). Without it, a terminal is asked per call; otherwise the command ends with exit code 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all|none|ID,...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reason given for every denied tool call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group models: the mode of this answer (orch, synth, normal or auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling temperature, from 0 to 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest answer, in tokens (sent as max_tokens and max_completion_tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print only the final answer, as one JSON object, when it is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --stream or --no-stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only group models have a mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give all, none, or tool call ids or tool names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Type the message, then Ctrl-D on a line of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped; the answer so far is shown above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer broke off before its end; what arrived is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service says: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer ended with an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(until %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decision on the tool calls: pass --approve, or run the command on a terminal. Approval id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  approved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  denied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 %2? [y/n] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (optional): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason (Enter for “%1”): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::CommandLine</name>
    <message>
        <source>chat, list, get or sse-decode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;command&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send one message to a model and print the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print every object of a kind, one JSON object per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one object as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools, api-resources, files, custom-models or group-models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The object&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a text/event-stream on stdin and print each event as a JSON line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baton&apos;s command-line companion: chat with a model of the service, list and read its objects, decode an event stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send one message to a group or custom model and print the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print every object of KIND, one JSON object per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print one object as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the events of a text/event-stream read on stdin as JSON lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND is one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection: --profile NAME uses a profile of the Baton console and the token stored for it; --base-url URL uses the token in the environment variable BATON_TOKEN. BATON_TOKEN, when set, also replaces a profile&apos;s stored token. The token is never taken from the command line. Without either option, the profile the console used last is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run “baton-cli &lt;command&gt; --help” for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::Connection</name>
    <message>
        <source>Use the Baton console&apos;s profile NAME and the token stored for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the service at URL, with the token in BATON_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --base-url: allow plain http to a host other than loopback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --base-url: the key of the service object in chat answers (found by its fields otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either --profile or --base-url, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API token: set the environment variable BATON_TOKEN (the token is never taken from the command line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a profile with --profile, or a service with --base-url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token is stored for the profile “%1”: store it in Baton, or set BATON_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token of the profile “%1” could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::ExitCodes</name>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage or configuration error; nothing was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service answered with an error, or could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authentication or permission error: no token, HTTP 401 or 403</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found (HTTP 404)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer broke off (no [DONE]) or was stopped (Ctrl-C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool approval expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool calls need a decision: pass --approve, or run on a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::ResourceCommand</name>
    <message>
        <source>A filter of the list, e.g. scopeType=team (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects per request, from 1 to 100 (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: baton-cli list &lt;kind&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: baton-cli get &lt;kind&gt; &lt;id&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown kind “%1”; use one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read one by one; use “baton-cli list %2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--page-size: Must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--query: “%1” is not KEY=VALUE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>baton::cli::SseDecodeCommand</name>
    <message>
        <source>Bytes handed to the parser at a time (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: baton-cli sse-decode [--chunk-size N] &lt; stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--chunk-size: Must be a whole number of 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Unknown command “%1”; use chat, list, get or sse-decode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
