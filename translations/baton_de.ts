<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>baton::AgentsTable</name>
    <message>
        <source>Add agent</source>
        <translation>Agent hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Selected agent</source>
        <translation>Gewählter Agent</translation>
    </message>
    <message>
        <source>Role</source>
        <extracomment>A column: the agent&apos;s role in the group model.</extracomment>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>The agent&apos;s instruction override</source>
        <translation>Eigene Anweisung des Agenten</translation>
    </message>
    <message>
        <source>Remove the selected agent</source>
        <translation>Gewählten Agenten entfernen</translation>
    </message>
    <message>
        <source>Move the selected agent up (Alt+Up)</source>
        <translation>Gewählten Agenten nach oben verschieben (Alt+Pfeil nach oben)</translation>
    </message>
    <message>
        <source>Move the selected agent down (Alt+Down)</source>
        <translation>Gewählten Agenten nach unten verschieben (Alt+Pfeil nach unten)</translation>
    </message>
    <message>
        <source>e.g. Researcher, Critic, Summariser</source>
        <translation>z. B. Recherche, Kritik, Zusammenfassung</translation>
    </message>
    <message>
        <source>Replaces the model&apos;s own system instruction for this agent (optional)</source>
        <translation>Ersetzt die eigene Systemanweisung des Modells für diesen Agenten (optional)</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>Agent %1 (“%2”)</source>
        <translation>Agent %1 („%2“)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>M&amp;odell</translation>
    </message>
    <message>
        <source>R&amp;ole</source>
        <translation>Roll&amp;e</translation>
    </message>
    <message>
        <source>&amp;Instruction override</source>
        <translation>Eigene Anweis&amp;ung</translation>
    </message>
</context>
<context>
    <name>baton::ApiError</name>
    <message>
        <source>The service could not read the request.</source>
        <translation>Der Dienst konnte die Anfrage nicht lesen.</translation>
    </message>
    <message>
        <source>The service rejected some fields of the request.</source>
        <translation>Der Dienst hat einige Felder der Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The service rejected some fields of the request: %1</source>
        <translation>Der Dienst hat einige Felder der Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <source>The service does not accept this API token. Check the token stored for this profile.</source>
        <translation>Der Dienst akzeptiert dieses API-Token nicht. Prüfen Sie das für dieses Profil gespeicherte Token.</translation>
    </message>
    <message>
        <source>This API token is not active. Activate it in the service or use another token.</source>
        <translation>Dieses API-Token ist nicht aktiv. Aktivieren Sie es im Dienst, oder verwenden Sie ein anderes Token.</translation>
    </message>
    <message>
        <source>This API token lacks a capability this action needs.</source>
        <translation>Diesem API-Token fehlt eine Berechtigung, die diese Aktion benötigt.</translation>
    </message>
    <message>
        <source>This API token lacks the capability “%1” that this action needs.</source>
        <translation>Diesem API-Token fehlt die Berechtigung „%1“, die diese Aktion benötigt.</translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow this share scope.</source>
        <translation>Die Bereichsrichtlinie des Tokens erlaubt das Teilen in diesem Bereich nicht.</translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow the share scope “%1”.</source>
        <translation>Die Bereichsrichtlinie des Tokens erlaubt das Teilen im Bereich „%1“ nicht.</translation>
    </message>
    <message>
        <source>The request conflicts with the current state of the service.</source>
        <translation>Die Anfrage steht im Konflikt mit dem aktuellen Zustand des Dienstes.</translation>
    </message>
    <message>
        <source>This approval has expired; its tool calls were not run.</source>
        <translation>Diese Genehmigung ist abgelaufen; ihre Tool-Aufrufe wurden nicht ausgeführt.</translation>
    </message>
    <message>
        <source>This approval has already been answered.</source>
        <translation>Diese Genehmigung wurde bereits beantwortet.</translation>
    </message>
    <message>
        <source>The request is larger than the service accepts (for an upload: the file or its metadata).</source>
        <translation>Die Anfrage ist größer, als der Dienst zulässt (bei einem Upload: die Datei oder ihre Metadaten).</translation>
    </message>
    <message numerus="yes">
        <source>Too many requests: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Zu viele Anfragen: Warten Sie %n Sekunde, bevor Sie es erneut versuchen.</numerusform>
            <numerusform>Zu viele Anfragen: Warten Sie %n Sekunden, bevor Sie es erneut versuchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests: wait a moment before trying again.</source>
        <translation>Zu viele Anfragen: Warten Sie einen Moment, bevor Sie es erneut versuchen.</translation>
    </message>
    <message numerus="yes">
        <source>Try again in %n second(s).</source>
        <translation>
            <numerusform>Versuchen Sie es in %n Sekunde erneut.</numerusform>
            <numerusform>Versuchen Sie es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not reach the service: %1</source>
        <translation>Der Dienst war nicht erreichbar: %1</translation>
    </message>
    <message numerus="yes">
        <source>The service sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>Der Dienst hat %n Sekunde lang nichts gesendet; die Anfrage wurde abgebrochen.</numerusform>
            <numerusform>Der Dienst hat %n Sekunden lang nichts gesendet; die Anfrage wurde abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The request was canceled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Baton refused to send the request over plain http to %1. Use https, or allow plain http for this profile.</source>
        <translation>Baton hat es abgelehnt, die Anfrage über unverschlüsseltes http an %1 zu senden. Verwenden Sie https, oder lassen Sie unverschlüsseltes http für dieses Profil zu.</translation>
    </message>
    <message>
        <source>The profile&apos;s base URL “%1” is not an http or https address.</source>
        <translation>Die Basis-URL „%1“ des Profils ist keine http- oder https-Adresse.</translation>
    </message>
    <message>
        <source>The service redirected the request to another origin (%1). Baton does not follow it, so that the token stays with the profile&apos;s origin.</source>
        <translation>Der Dienst hat die Anfrage an einen anderen Ursprung (%1) umgeleitet. Baton folgt dem nicht, damit das Token beim Ursprung des Profils bleibt.</translation>
    </message>
    <message>
        <source>The file “%1” cannot be read, so it was not uploaded.</source>
        <translation>Die Datei „%1“ kann nicht gelesen werden und wurde daher nicht hochgeladen.</translation>
    </message>
    <message>
        <source>(Request id: %1)</source>
        <translation>(Anfrage-ID: %1)</translation>
    </message>
    <message>
        <source>The service reported an error (HTTP %1, %2) without a message.</source>
        <extracomment>%2 is the error&apos;s type and code as the service named them, e.g. permission_error/missing_capability.</extracomment>
        <translation>Der Dienst hat einen Fehler (HTTP %1, %2) ohne Meldung gemeldet.</translation>
    </message>
    <message>
        <source>The service says: “%1” (HTTP %2).</source>
        <translation>Der Dienst meldet: „%1“ (HTTP %2).</translation>
    </message>
    <message>
        <source>The service says: “%1” (HTTP %2, %3).</source>
        <extracomment>%3 is the error&apos;s type and code as the service named them, e.g. permission_error/missing_capability.</extracomment>
        <translation>Der Dienst meldet: „%1“ (HTTP %2, %3).</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) has an empty body: it is not the service&apos;s JSON error and says nothing more.</source>
        <translation>Die Antwort (HTTP %1) hat einen leeren Rumpf: Sie ist nicht der JSON-Fehler des Dienstes und sagt nichts weiter.</translation>
    </message>
    <message>
        <source>The service reports that the request carried no API token. Check that a token is stored for this profile; a proxy between Baton and the service can also strip the Authorization header.</source>
        <translation>Der Dienst meldet, dass die Anfrage kein API-Token enthielt. Prüfen Sie, ob für dieses Profil ein Token gespeichert ist; auch ein Proxy zwischen Baton und dem Dienst kann den Authorization-Header entfernen.</translation>
    </message>
    <message>
        <source>The object does not exist, or this token cannot see it.</source>
        <translation>Das Objekt existiert nicht, oder dieses Token kann es nicht sehen.</translation>
    </message>
    <message>
        <source>The service failed while handling the request.</source>
        <translation>Der Dienst ist bei der Bearbeitung der Anfrage gescheitert.</translation>
    </message>
    <message>
        <source>(The answer carried no request id.)</source>
        <translation>(Die Antwort enthielt keine Anfrage-ID.)</translation>
    </message>
    <message numerus="yes">
        <source>The service answered (HTTP %1), then sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>Der Dienst hat geantwortet (HTTP %1) und dann %n Sekunde lang nichts gesendet; die Anfrage wurde abgebrochen.</numerusform>
            <numerusform>Der Dienst hat geantwortet (HTTP %1) und dann %n Sekunden lang nichts gesendet; die Anfrage wurde abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>no content type</source>
        <extracomment>Stands for the content type of an answer that had none.</extracomment>
        <translation>ohne Inhaltstyp</translation>
    </message>
    <message>
        <source>HTTP %1, %2, %3</source>
        <extracomment>What came back: the HTTP status, the content type and the body&apos;s size, e.g. &quot;HTTP 503, text/html, 12.5 KiB&quot;.</extracomment>
        <translation>HTTP %1, %2, %3</translation>
    </message>
    <message>
        <source>The answer (%1) is not the service&apos;s JSON error and holds no readable text: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>Die Antwort (%1) ist nicht der JSON-Fehler des Dienstes und enthält keinen lesbaren Text: Sie kann von einem Proxy oder einem anderen Server unter dieser Adresse stammen. Sie beginnt mit: „%2“</translation>
    </message>
    <message>
        <source>The answer (%1) is not the service&apos;s JSON error: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>Die Antwort (%1) ist nicht der JSON-Fehler des Dienstes: Sie kann von einem Proxy oder einem anderen Server unter dieser Adresse stammen. Sie beginnt mit: „%2“</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>%1 lists the first field errors; %n is how many more the service sent.</extracomment>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON, and its body is empty.</source>
        <translation>Die Antwort (%1) ist weder ein Event-Stream noch JSON, und ihr Rumpf ist leer.</translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON, and holds no readable text: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>Die Antwort (%1) ist weder ein Event-Stream noch JSON und enthält keinen lesbaren Text: Sie kann von einem Proxy oder von einem anderen Server unter dieser Adresse stammen. Sie beginnt mit: „%2“</translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>Die Antwort (%1) ist weder ein Event-Stream noch JSON: Sie kann von einem Proxy oder von einem anderen Server unter dieser Adresse stammen. Sie beginnt mit: „%2“</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) went on past %2, so Baton stopped reading it. The service sends no answer that large: check the profile&apos;s base URL, or a proxy between Baton and the service.</source>
        <translation>Die Antwort (HTTP %1) ging über %2 hinaus, daher hat Baton aufgehört, sie zu lesen. Der Dienst sendet keine so große Antwort: Prüfen Sie die Basis-URL des Profils oder einen Proxy zwischen Baton und dem Dienst.</translation>
    </message>
</context>
<context>
    <name>baton::ApiResourceEditor</name>
    <message>
        <source>e.g. Opening hours</source>
        <translation>z. B. Öffnungszeiten</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>What the resource holds and when the model should read it.</source>
        <translation>Was die Ressource enthält und wann das Modell sie lesen soll.</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>https://api.example.com/hours</source>
        <translation>https://api.example.com/hours</translation>
    </message>
    <message>
        <source>Read with GET.</source>
        <translation>Wird mit GET gelesen.</translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation>&amp;URL-Vorlage</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation>&amp;Timeout</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the service may reuse an answer; 0 means never.</source>
        <translation>Wie lange der Dienst eine Antwort wiederverwenden darf; 0 bedeutet nie.</translation>
    </message>
    <message>
        <source>&amp;Cache lifetime</source>
        <translation>&amp;Cache-Dauer</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>The value of %1 is now in the secret “%2”. API resources cannot send a secret: to call this address with it, use a tool with an auth field %1 that uses this secret.</source>
        <translation>Der Wert von %1 liegt jetzt im Secret „%2“. API-Ressourcen können kein Secret senden: Um diese Adresse damit aufzurufen, verwenden Sie ein Tool mit einem Authentifizierungsfeld %1, das dieses Secret verwendet.</translation>
    </message>
</context>
<context>
    <name>baton::ApprovalDialog</name>
    <message>
        <source>Approve tool calls</source>
        <translation>Tool-Aufrufe genehmigen</translation>
    </message>
    <message numerus="yes">
        <source>The answer asks to run %n tool call(s). Approve or deny each one; the conversation goes on with your decisions.</source>
        <translation>
            <numerusform>Die Antwort möchte %n Tool-Aufruf ausführen. Genehmigen oder lehnen Sie ihn ab; die Unterhaltung wird mit Ihrer Entscheidung fortgesetzt.</numerusform>
            <numerusform>Die Antwort möchte %n Tool-Aufrufe ausführen. Genehmigen oder lehnen Sie jeden einzeln ab; die Unterhaltung wird mit Ihren Entscheidungen fortgesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking up the tools…</source>
        <translation>Tools werden nachgeschlagen…</translation>
    </message>
    <message>
        <source>&amp;Approve all</source>
        <translation>Alle &amp;genehmigen</translation>
    </message>
    <message>
        <source>&amp;Deny all</source>
        <translation>Alle &amp;ablehnen</translation>
    </message>
    <message>
        <source>&amp;Submit decisions</source>
        <translation>&amp;Entscheidungen senden</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <source>Close; the tool calls keep waiting for a decision until the approval expires.</source>
        <translation>Schließen; die Tool-Aufrufe warten weiter auf eine Entscheidung, bis die Genehmigung abläuft.</translation>
    </message>
    <message>
        <source>(unnamed tool)</source>
        <translation>(unbenanntes Tool)</translation>
    </message>
    <message>
        <source>Risk: checking…</source>
        <translation>Risiko: wird geprüft…</translation>
    </message>
    <message>
        <source>Looking up the tool…</source>
        <translation>Tool wird nachgeschlagen…</translation>
    </message>
    <message>
        <source>Arguments of %1</source>
        <translation>Argumente von %1</translation>
    </message>
    <message>
        <source>Show &amp;secret values</source>
        <translation>Secret-&amp;Werte anzeigen</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Why the call is denied (optional; the model reads it)</source>
        <translation>Warum der Aufruf abgelehnt wird (optional; das Modell liest es)</translation>
    </message>
    <message>
        <source>The tools list could not be read: %1</source>
        <translation>Die Tool-Liste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This token may not read the tools list (it lacks the “%1” capability): what each call does is unknown.</source>
        <translation>Dieses Token darf die Tool-Liste nicht lesen (ihm fehlt die Berechtigung „%1“): Was die einzelnen Aufrufe bewirken, ist unbekannt.</translation>
    </message>
    <message>
        <source>High risk</source>
        <translation>Hohes Risiko</translation>
    </message>
    <message>
        <source>Medium risk</source>
        <translation>Mittleres Risiko</translation>
    </message>
    <message>
        <source>Low risk</source>
        <translation>Geringes Risiko</translation>
    </message>
    <message>
        <source>Unknown risk</source>
        <translation>Unbekanntes Risiko</translation>
    </message>
    <message>
        <source>Expires in %1 (at %2).</source>
        <translation>Läuft ab in %1 (um %2).</translation>
    </message>
    <message>
        <source>The reason for denying %1 has %2 characters; at most %3 are allowed.</source>
        <translation>Der Grund für die Ablehnung von %1 hat %2 Zeichen; höchstens %3 sind erlaubt.</translation>
    </message>
    <message numerus="yes">
        <source>Approve or deny %n more call(s) first.</source>
        <translation>
            <numerusform>Genehmigen oder lehnen Sie zuerst noch %n Aufruf ab.</numerusform>
            <numerusform>Genehmigen oder lehnen Sie zuerst noch %n Aufrufe ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>This approval expired by the service&apos;s clock, as far as Baton can tell: the tool calls will not run. The conversation is kept; send a new message to ask again.</source>
        <translation>Diese Genehmigung ist nach der Uhr des Dienstes abgelaufen, soweit Baton das beurteilen kann: Die Tool-Aufrufe werden nicht ausgeführt. Die Unterhaltung bleibt erhalten; senden Sie eine neue Nachricht, um erneut zu fragen.</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell.</source>
        <translation>Die Genehmigung ist nach der Uhr des Dienstes abgelaufen, soweit Baton das beurteilen kann.</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Verbleibende Zeit</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Aufruf %1</translation>
    </message>
    <message>
        <source>Not encrypted (http)</source>
        <translation>Unverschlüsselt (http)</translation>
    </message>
    <message>
        <source>The call goes over plain http: its arguments and headers can be read and changed on the way.</source>
        <translation>Der Aufruf läuft über unverschlüsseltes http: Seine Argumente und Header können unterwegs gelesen und verändert werden.</translation>
    </message>
    <message>
        <source>Reason for denying %1 (optional)</source>
        <translation>Grund für die Ablehnung von %1 (optional)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>method, then the address the call reaches</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more tool call(s), decided together:</source>
        <translation>
            <numerusform>%n weiterer Tool-Aufruf, gemeinsam entschieden:</numerusform>
            <numerusform>%n weitere Tool-Aufrufe, gemeinsam entschieden:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (call %2)</source>
        <comment>a tool call&apos;s name, then its id</comment>
        <translation>%1 (Aufruf %2)</translation>
    </message>
    <message>
        <source>The other tool calls</source>
        <translation>Die übrigen Tool-Aufrufe</translation>
    </message>
    <message>
        <source>Approve these</source>
        <translation>Diese genehmigen</translation>
    </message>
    <message>
        <source>Deny these</source>
        <translation>Diese ablehnen</translation>
    </message>
    <message>
        <source>Why these calls are denied (optional; the model reads it)</source>
        <translation>Warum diese Aufrufe abgelehnt werden (optional; das Modell liest es)</translation>
    </message>
    <message>
        <source>Reason for denying the other tool calls (optional)</source>
        <translation>Grund für die Ablehnung der übrigen Tool-Aufrufe (optional)</translation>
    </message>
    <message>
        <source>The reason for denying the other calls has %1 characters; at most %2 are allowed.</source>
        <translation>Der Grund für die Ablehnung der übrigen Aufrufe hat %1 Zeichen; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>The chat&apos;s target is not a model this console can name (%1): which tool each call runs is not proved.</source>
        <translation>Das Ziel des Chats ist kein Modell, das diese Konsole benennen kann (%1): Welches Werkzeug ein Aufruf ausführt, ist nicht belegt.</translation>
    </message>
    <message>
        <source>The list of the tools shared with this chat&apos;s target ended early (%1): which tool each call runs is not proved.</source>
        <translation>Die Liste der mit dem Ziel dieses Chats geteilten Werkzeuge endete vorzeitig (%1): Welches Werkzeug ein Aufruf ausführt, ist nicht belegt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the highest of %n tools)</source>
        <extracomment>The highest risk among the tools a call may run, when several share its name.</extracomment>
        <translation>
            <numerusform>%1 (das höchste von %n Werkzeug)</numerusform>
            <numerusform>%1 (das höchste von %n Werkzeugen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ambiguous: %n tools named “%1” are shared with this chat&apos;s target, and the service may run any of them:</source>
        <translation>
            <numerusform>Mehrdeutig: %n Werkzeug namens „%1“ ist mit dem Ziel dieses Chats geteilt, und der Dienst kann es ausführen:</numerusform>
            <numerusform>Mehrdeutig: %n Werkzeuge namens „%1“ sind mit dem Ziel dieses Chats geteilt, und der Dienst kann jedes davon ausführen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Method and address unknown: the tools shared with this chat&apos;s target could not be read whole, and none named “%1” was among those read.</source>
        <translation>Methode und Adresse unbekannt: Die mit dem Ziel dieses Chats geteilten Werkzeuge konnten nicht vollständig gelesen werden, und keines namens „%1“ war unter den gelesenen.</translation>
    </message>
    <message>
        <source>Not proved: the tools read that are named “%1”, of a list that could not be read whole:</source>
        <translation>Nicht belegt: die gelesenen Werkzeuge namens „%1“ aus einer Liste, die nicht vollständig gelesen werden konnte:</translation>
    </message>
    <message>
        <source>No tool named “%1” is shared with this chat&apos;s target: what the call does is unknown.</source>
        <translation>Kein Werkzeug namens „%1“ ist mit dem Ziel dieses Chats geteilt: Was der Aufruf tut, ist unbekannt.</translation>
    </message>
    <message>
        <source>Decision on %1, call %2</source>
        <translation>Entscheidung über %1, Aufruf %2</translation>
    </message>
    <message>
        <source>Less than a minute left: expires at %1.</source>
        <translation>Weniger als eine Minute übrig: läuft um %1 ab.</translation>
    </message>
    <message>
        <source>Expires at %1.</source>
        <translation>Läuft um %1 ab.</translation>
    </message>
</context>
<context>
    <name>baton::AuthFieldsEditor</name>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Add auth field</source>
        <translation>Auth-Feld hinzufügen</translation>
    </message>
    <message>
        <source>e.g. Authorization</source>
        <translation>z. B. Authorization</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Header-Name</translation>
    </message>
</context>
<context>
    <name>baton::BaseModelCombo</name>
    <message>
        <source>e.g. gpt-4o, or any model name</source>
        <translation>z. B. gpt-4o oder ein beliebiger Modellname</translation>
    </message>
</context>
<context>
    <name>baton::ChatExport</name>
    <message>
        <source>Chat with %1</source>
        <translation>Chat mit %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Tool calls:</source>
        <translation>Tool-Aufrufe:</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>genehmigt</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>denied: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>State: %1</source>
        <extracomment>%1 is the state of a chat turn (Awaiting approval, Interrupted, …).</extracomment>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>Anfrage-ID: %1</translation>
    </message>
    <message>
        <source>Idle</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Waiting</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Streaming</source>
        <comment>a chat turn&apos;s state: the answer is arriving</comment>
        <translation>Wird gestreamt</translation>
    </message>
    <message>
        <source>Completed</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Wartet auf Genehmigung</translation>
    </message>
    <message>
        <source>Decided</source>
        <comment>a chat turn&apos;s state: its tool calls were decided</comment>
        <translation>Entschieden</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <comment>a chat turn&apos;s state: the answer broke off</comment>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Approval expired</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Genehmigung abgelaufen</translation>
    </message>
    <message>
        <source>sent, not yet taken by the service</source>
        <translation>gesendet, vom Dienst noch nicht übernommen</translation>
    </message>
    <message>
        <source>the service took it</source>
        <translation>vom Dienst übernommen</translation>
    </message>
    <message>
        <source>refused by the service</source>
        <translation>vom Dienst abgelehnt</translation>
    </message>
    <message>
        <source>did not reach the service</source>
        <translation>hat den Dienst nicht erreicht</translation>
    </message>
    <message>
        <source>the approval had expired</source>
        <translation>die Genehmigung war abgelaufen</translation>
    </message>
    <message>
        <source>the service had already settled the approval</source>
        <translation>der Dienst hatte die Genehmigung bereits erledigt</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Batons Anfrage-ID: %1</translation>
    </message>
</context>
<context>
    <name>baton::ChatPane</name>
    <message>
        <source>Review tool calls…</source>
        <translation>Tool-Aufrufe prüfen…</translation>
    </message>
    <message>
        <source>The answer waits for your decision on its tool calls</source>
        <translation>Die Antwort wartet auf Ihre Entscheidung zu ihren Tool-Aufrufen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ask for the stopped or failed answer again</source>
        <translation>Die angehaltene oder fehlgeschlagene Antwort erneut anfordern</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Write a message; Ctrl+Enter sends it</source>
        <translation>Nachricht schreiben; Strg+Eingabe sendet sie</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter)</source>
        <translation>Nachricht senden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>The model the chat talks to.</extracomment>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Search the models, or type group:&lt;id&gt; or custom:&lt;id&gt;</source>
        <translation>Modelle durchsuchen oder group:&lt;id&gt; bzw. custom:&lt;id&gt; eingeben</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Read the lists of group and custom models again</source>
        <translation>Listen der Gruppenmodelle und eigenen Modelle neu laden</translation>
    </message>
    <message>
        <source>Stream</source>
        <extracomment>A check box: receive the answer as it is written (verb).</extracomment>
        <translation>Streamen</translation>
    </message>
    <message>
        <source>Receive the answer as it is written</source>
        <translation>Die Antwort empfangen, während sie geschrieben wird</translation>
    </message>
    <message>
        <source>Mode</source>
        <extracomment>A group model&apos;s mode for this chat (orchestrate, synthesize, …).</extracomment>
        <translation>Modus</translation>
    </message>
    <message>
        <source>The group model&apos;s mode for this chat (metadata.mode)</source>
        <translation>Modus des Gruppenmodells für diesen Chat (metadata.mode)</translation>
    </message>
    <message>
        <source>Group default</source>
        <translation>Gruppenstandard</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>Shown while the field is at its lowest: the model&apos;s own value is used.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Maximum tokens</source>
        <translation>Maximale Tokens</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>eigenes Modell</translation>
    </message>
    <message>
        <source>Choose a group model or a custom model, or type group:&lt;id&gt; or custom:&lt;id&gt;.</source>
        <translation>Wählen Sie ein Gruppenmodell oder ein eigenes Modell, oder geben Sie group:&lt;id&gt; oder custom:&lt;id&gt; ein.</translation>
    </message>
    <message>
        <source>Export the conversation as Markdown</source>
        <translation>Unterhaltung als Markdown exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export the conversation as JSON</source>
        <translation>Unterhaltung als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>The conversation could not be written to %1: %2</source>
        <translation>Die Unterhaltung konnte nicht in %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Conversation saved to %1</source>
        <translation>Unterhaltung in %1 gespeichert</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell: its tool calls will not run. The conversation goes on.</source>
        <translation>Die Genehmigung ist nach der Uhr des Dienstes abgelaufen, soweit Baton das beurteilen kann: Deren Tool-Aufrufe werden nicht ausgeführt. Die Unterhaltung geht weiter.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1, which expires in %2.</source>
        <translation>Senden wartet auf Ihre Entscheidung zu %1, die in %2 abläuft.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1.</source>
        <translation>Senden wartet auf Ihre Entscheidung zu %1.</translation>
    </message>
    <message>
        <source>Answer finished</source>
        <translation>Antwort fertig</translation>
    </message>
    <message>
        <source>Answer interrupted</source>
        <translation>Antwort unterbrochen</translation>
    </message>
    <message>
        <source>Answer failed</source>
        <translation>Antwort fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose or type a target for the example, then Send.</source>
        <translation>Wählen Sie ein Ziel für das Beispiel oder geben Sie eines ein, dann Senden.</translation>
    </message>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s)</source>
        <translation>
            <numerusform>Genehmigung nötig: %n Tool-Aufruf</numerusform>
            <numerusform>Genehmigung nötig: %n Tool-Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the answer; what arrived is kept (Esc)</source>
        <translation>Antwort anhalten; was bereits angekommen ist, bleibt erhalten (Esc)</translation>
    </message>
    <message>
        <source>After “%1:” comes the model&apos;s id, a UUID such as 123e4567-e89b-12d3-a456-426614174000; “%2” is not one.</source>
        <extracomment>%1 is &quot;group&quot; or &quot;custom&quot;, %2 what was typed after the colon.</extracomment>
        <translation>Nach „%1:“ folgt die ID des Modells, eine UUID wie 123e4567-e89b-12d3-a456-426614174000; „%2“ ist keine.</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>Unterhaltung geleert.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Bring the conversation back and go on with it (%1)</source>
        <translation>Die Unterhaltung zurückholen und fortsetzen (%1)</translation>
    </message>
    <message>
        <source>Start a new chat; Undo brings this one back (%1)</source>
        <translation>Einen neuen Chat beginnen; Rückgängig holt diesen zurück (%1)</translation>
    </message>
    <message>
        <source>An answer is still arriving. A new chat stops it and discards this conversation, which cannot be brought back. Start a new chat?</source>
        <translation>Eine Antwort trifft noch ein. Ein neuer Chat bricht sie ab und verwirft diese Unterhaltung, die sich nicht zurückholen lässt. Einen neuen Chat beginnen?</translation>
    </message>
    <message>
        <source>Tool calls wait for your decision. A new chat discards them with this conversation, which cannot be brought back. Start a new chat?</source>
        <translation>Tool-Aufrufe warten auf Ihre Entscheidung. Ein neuer Chat verwirft sie mit dieser Unterhaltung, die sich nicht zurückholen lässt. Einen neuen Chat beginnen?</translation>
    </message>
    <message>
        <source>Choose a target first: a group model or a custom model.</source>
        <translation>Wählen Sie zuerst ein Ziel: ein Gruppenmodell oder ein eigenes Modell.</translation>
    </message>
    <message>
        <source>(Baton&apos;s request id: %1)</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id).</extracomment>
        <translation>(Batons Anfrage-ID: %1)</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1; less than a minute left: it expires at %2.</source>
        <translation>Senden wartet auf Ihre Entscheidung zu %1; weniger als eine Minute übrig: sie läuft um %2 ab.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1, which expires at %2.</source>
        <translation>Senden wartet auf Ihre Entscheidung zu %1, die um %2 abläuft.</translation>
    </message>
    <message>
        <source>Tem&amp;perature:</source>
        <translation>Tem&amp;peratur:</translation>
    </message>
    <message>
        <source>Ma&amp;x tokens:</source>
        <translation>Max. &amp;Tokens:</translation>
    </message>
    <message>
        <source>An answer is still arriving: stop it, or wait for its end, before opening another conversation.</source>
        <translation>Eine Antwort kommt noch an: Halten Sie sie an oder warten Sie ihr Ende ab, bevor Sie eine andere Unterhaltung öffnen.</translation>
    </message>
    <message>
        <source>Tool calls wait for your decision: decide on them before opening another conversation.</source>
        <translation>Tool-Aufrufe warten auf Ihre Entscheidung: Entscheiden Sie über sie, bevor Sie eine andere Unterhaltung öffnen.</translation>
    </message>
</context>
<context>
    <name>baton::ChatRequestBody</name>
    <message>
        <source>This tool call is not part of the pending approval.</source>
        <translation>Dieser Tool-Aufruf gehört nicht zur ausstehenden Genehmigung.</translation>
    </message>
    <message>
        <source>This tool call has more than one decision.</source>
        <translation>Für diesen Tool-Aufruf gibt es mehr als eine Entscheidung.</translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>Der Grund darf höchstens %n Zeichen haben; dieser hat %1.</numerusform>
            <numerusform>Der Grund darf höchstens %n Zeichen haben; dieser hat %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Approve or deny this tool call.</source>
        <translation>Genehmigen oder lehnen Sie diesen Tool-Aufruf ab.</translation>
    </message>
</context>
<context>
    <name>baton::ChatSession</name>
    <message>
        <source>Wait for the answer, or stop it, before sending again.</source>
        <translation>Warten Sie auf die Antwort, oder halten Sie sie an, bevor Sie erneut senden.</translation>
    </message>
    <message>
        <source>Approve or deny the pending tool calls first.</source>
        <translation>Genehmigen oder lehnen Sie zuerst die ausstehenden Tool-Aufrufe ab.</translation>
    </message>
    <message>
        <source>Enter a message.</source>
        <translation>Geben Sie eine Nachricht ein.</translation>
    </message>
    <message>
        <source>Choose a group model or a custom model to chat with.</source>
        <translation>Wählen Sie ein Gruppenmodell oder ein eigenes Modell für den Chat.</translation>
    </message>
    <message>
        <source>No tool call is waiting for a decision.</source>
        <translation>Kein Tool-Aufruf wartet auf eine Entscheidung.</translation>
    </message>
    <message>
        <source>There is no stopped or failed answer to ask for again.</source>
        <translation>Es gibt keine angehaltene oder fehlgeschlagene Antwort, die erneut angefordert werden kann.</translation>
    </message>
    <message>
        <source>The service already took this decision, so it would refuse it a second time. Send a new message to go on.</source>
        <translation>Der Dienst hat diese Entscheidung bereits übernommen und würde sie ein zweites Mal ablehnen. Senden Sie eine neue Nachricht, um fortzufahren.</translation>
    </message>
    <message>
        <source>This approval no longer waits for a decision, so there is nothing to send again.</source>
        <translation>Diese Genehmigung wartet nicht mehr auf eine Entscheidung; es gibt also nichts erneut zu senden.</translation>
    </message>
</context>
<context>
    <name>baton::CompareView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Tool call %1 %2</source>
        <translation>Tool-Aufruf %1 %2</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>genehmigt</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>wie aufgezeichnet</translation>
    </message>
    <message>
        <source>Too long to compare word by word.</source>
        <translation>Zu lang für einen Vergleich Wort für Wort.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>%1 (%2 in, %3 out)</source>
        <translation>%1 (%2 ein, %3 aus)</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Erstes Token</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>the same answer</source>
        <translation>dieselbe Antwort</translation>
    </message>
    <message>
        <source>the answers differ</source>
        <translation>die Antworten unterscheiden sich</translation>
    </message>
    <message>
        <source>Not asked yet.</source>
        <translation>Noch nicht gefragt.</translation>
    </message>
</context>
<context>
    <name>baton::CompareWindow</name>
    <message>
        <source>&amp;Re-run</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <extracomment>The window&apos;s title: %1 is the conversation&apos;s title.</extracomment>
        <translation>Vergleich: %1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Re-run &amp;against</source>
        <translation>Erneut ausführen &amp;mit</translation>
    </message>
    <message>
        <source>Ask the recorded messages again on this target (Ctrl+Return)</source>
        <translation>Die aufgezeichneten Nachrichten diesem Ziel erneut stellen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message numerus="yes">
        <source>Choose a target and re-run: the %n recorded message(s) are asked again there.</source>
        <translation>
            <numerusform>Wählen Sie ein Ziel und führen Sie erneut aus: %n aufgezeichnete Nachricht wird dort erneut gestellt.</numerusform>
            <numerusform>Wählen Sie ein Ziel und führen Sie erneut aus: Die %n aufgezeichneten Nachrichten werden dort erneut gestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>A side of a comparison: &quot;Recorded · Support assistant · 28/11/2026 14:02&quot;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>A re-run kept in the history.</source>
        <translation>Ein im Verlauf gespeicherter neuer Lauf.</translation>
    </message>
    <message>
        <source>This re-run is not being kept in the history: %1</source>
        <translation>Dieser neue Lauf wird nicht im Verlauf gespeichert: %1</translation>
    </message>
    <message>
        <source>Re-running…</source>
        <translation>Läuft erneut…</translation>
    </message>
    <message>
        <source>Re-running: message %1 of %2…</source>
        <translation>Läuft erneut: Nachricht %1 von %2…</translation>
    </message>
    <message>
        <source>The recording never decided on a call of this answer: decide, or close to stop.</source>
        <translation>Die Aufzeichnung hat über einen Aufruf dieser Antwort nie entschieden: entscheiden Sie, oder schließen Sie zum Anhalten.</translation>
    </message>
    <message numerus="yes">
        <source>Re-run ended: %1 of %n message(s) asked.</source>
        <translation>
            <numerusform>Neuer Lauf beendet: %1 von %n Nachricht gestellt.</numerusform>
            <numerusform>Neuer Lauf beendet: %1 von %n Nachrichten gestellt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ConnectionCheck</name>
    <message>
        <source>Connected: the service accepted the token.</source>
        <translation>Verbunden: Der Dienst hat das Token akzeptiert.</translation>
    </message>
    <message>
        <source>It lacks the capability to manage secrets, so some panels stay empty.</source>
        <translation>Ihm fehlt die Berechtigung zum Verwalten von Secrets, daher bleiben einige Ansichten leer.</translation>
    </message>
    <message>
        <source>It lacks the capability “%1”, so some panels stay empty.</source>
        <translation>Ihm fehlt die Berechtigung „%1“, daher bleiben einige Ansichten leer.</translation>
    </message>
    <message>
        <source>Connected: the service accepted the token. %1</source>
        <extracomment>%1 says which capability the token lacks.</extracomment>
        <translation>Verbunden: Der Dienst hat das Token akzeptiert. %1</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is empty, so the base URL may not point at the service&apos;s API.</source>
        <translation>Die Antwort (HTTP %1) ist leer: Die Basis-URL zeigt vielleicht nicht auf die API des Dienstes.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is not JSON, so the base URL may not point at the service&apos;s API. It begins: “%2”</source>
        <translation>Die Antwort (HTTP %1) ist kein JSON: Die Basis-URL zeigt vielleicht nicht auf die API des Dienstes. Sie beginnt mit: „%2“</translation>
    </message>
    <message>
        <source>%1 Check the profile&apos;s base URL: it may not point at the service&apos;s API.</source>
        <extracomment>%1 says what the answer was and how its body begins.</extracomment>
        <translation>%1 Prüfen Sie die Basis-URL des Profils: Sie zeigt vielleicht nicht auf die API des Dienstes.</translation>
    </message>
</context>
<context>
    <name>baton::ConnectionController</name>
    <message>
        <source>Reading the token…</source>
        <translation>Token wird gelesen…</translation>
    </message>
    <message>
        <source>No token is stored for “%1”. Enter it to connect.</source>
        <translation>Für „%1“ ist kein Token gespeichert. Geben Sie es ein, um sich zu verbinden.</translation>
    </message>
</context>
<context>
    <name>baton::ConnectionDialog</name>
    <message>
        <source>Connect to a service</source>
        <translation>Mit einem Dienst verbinden</translation>
    </message>
    <message>
        <source>&amp;Profiles</source>
        <translation>&amp;Profile</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation>z. B. Produktion</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>https://chat.example.com</source>
        <translation>https://chat.example.com</translation>
    </message>
    <message>
        <source>Allow plain &amp;http to this host</source>
        <translation>Unverschlüsseltes http &amp;zulassen</translation>
    </message>
    <message>
        <source>Plain http sends the token and everything else unencrypted. Allow it only on a network you trust; use https wherever you can.</source>
        <translation>Unverschlüsseltes http überträgt das Token und alles andere ohne Verschlüsselung. Lassen Sie es nur in einem vertrauenswürdigen Netzwerk zu; verwenden Sie https, wo immer es geht.</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <source>API token</source>
        <translation>API-Token</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation>Token anzeigen</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>Optional: found by its fields when empty</source>
        <translation>Optional: sonst anhand der Felder erkannt</translation>
    </message>
    <message>
        <source>The key of the service&apos;s own object in chat answers, when you know it.</source>
        <translation>Der Schlüssel des eigenen Objekts des Dienstes in Chat-Antworten, sofern bekannt.</translation>
    </message>
    <message>
        <source>Service object &amp;key:</source>
        <translation>&amp;Dienstobjekt-Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung p&amp;rüfen</translation>
    </message>
    <message>
        <source>Use the &amp;local sandbox</source>
        <translation>&amp;Lokale Sandbox verwenden</translation>
    </message>
    <message>
        <source>Start the embedded sandbox with demo data and connect to it. Nothing is stored.</source>
        <translation>Die eingebettete Sandbox mit Demodaten starten und sich mit ihr verbinden. Es wird nichts gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>„%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Hide the token</source>
        <translation>Token verbergen</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Profil entfernen</translation>
    </message>
    <message>
        <source>Remove the profile “%1”? Its token is deleted from the keychain too.</source>
        <translation>Das Profil „%1“ entfernen? Sein Token wird auch aus dem Schlüsselbund gelöscht.</translation>
    </message>
    <message>
        <source>The token could not be deleted from the keychain: %1</source>
        <translation>Das Token konnte nicht aus dem Schlüsselbund gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>„%1“ entfernt.</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>Enter the API token of this profile.</source>
        <translation>Geben Sie das API-Token dieses Profils ein.</translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation>Lokale Sandbox wird gestartet…</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Die lokale Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in Baton&apos;s settings.</source>
        <translation>Im Schlüsselbund des Systems gespeichert, nie in den Einstellungen von Baton.</translation>
    </message>
    <message>
        <source>Read the token a&amp;gain</source>
        <translation>Token erneut &amp;lesen</translation>
    </message>
    <message>
        <source>Ask the keychain again, for example after unlocking it.</source>
        <translation>Den Schlüsselbund erneut abfragen, zum Beispiel nach dem Entsperren.</translation>
    </message>
    <message>
        <source>Use BATON_TOKEN?</source>
        <translation>BATON_TOKEN verwenden?</translation>
    </message>
    <message>
        <source>No token is stored for “%1” (%2). Use the token of the environment variable BATON_TOKEN for this connection? It is not stored.</source>
        <translation>Für „%1“ (%2) ist kein Token gespeichert. Das Token der Umgebungsvariablen BATON_TOKEN für diese Verbindung verwenden? Es wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>BATON_TOKEN is set: it is offered, after asking, for a profile with no token stored.</source>
        <translation>BATON_TOKEN ist gesetzt: Es wird nach Rückfrage für ein Profil ohne gespeichertes Token angeboten.</translation>
    </message>
    <message>
        <source>The stored token was taken out of the field: it belongs to another server. Enter the token for the new address.</source>
        <translation>Das gespeicherte Token wurde aus dem Feld entfernt: Es gehört zu einem anderen Server. Geben Sie das Token für die neue Adresse ein.</translation>
    </message>
</context>
<context>
    <name>baton::CountedTextEdit</name>
    <message>
        <source>%1 / %2</source>
        <comment>characters typed / the limit</comment>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n characters over the limit.</source>
        <translation>
            <numerusform>%n Zeichen über dem Limit.</numerusform>
            <numerusform>%n Zeichen über dem Limit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters used of the %1 allowed.</source>
        <translation>Verwendete Zeichen von %1 zulässigen.</translation>
    </message>
</context>
<context>
    <name>baton::CustomModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation>Öffentlich: Alle Benutzer des Dienstes können es verwenden</translation>
    </message>
    <message>
        <source>Application credentials</source>
        <translation>Zugangsdaten der Anwendung</translation>
    </message>
    <message>
        <source>Your own key (BYOK)</source>
        <translation>Eigener Schlüssel (BYOK)</translation>
    </message>
    <message>
        <source>e.g. Support assistant</source>
        <translation>z. B. Support-Assistent</translation>
    </message>
    <message>
        <source>The underlying model this custom model calls. Pick one or type any name the service knows.</source>
        <translation>Das zugrunde liegende Modell, das dieses eigene Modell aufruft. Wählen Sie eines aus, oder geben Sie einen beliebigen Namen ein, den der Dienst kennt.</translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation>Wofür es gedacht ist; wird den Personen angezeigt, die es auswählen</translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation>z. B. Support</translation>
    </message>
    <message>
        <source>The system instruction every chat with this model starts with</source>
        <translation>Die Systemanweisung, mit der jeder Chat mit diesem Modell beginnt</translation>
    </message>
    <message>
        <source>Calls to the model provider use the service&apos;s own account (app).</source>
        <translation>Aufrufe beim Modellanbieter laufen über das eigene Konto des Dienstes (app).</translation>
    </message>
    <message>
        <source>Calls to the model provider use the key stored in a secret of the vault (byok).</source>
        <translation>Aufrufe beim Modellanbieter verwenden den Schlüssel aus einem Secret des Tresors (byok).</translation>
    </message>
    <message>
        <source>The secret that holds the provider&apos;s API key</source>
        <translation>Das Secret mit dem API-Schlüssel des Anbieters</translation>
    </message>
    <message>
        <source>Choose a secret</source>
        <translation>Secret auswählen</translation>
    </message>
    <message>
        <source>Choose the secret that holds the provider key.</source>
        <translation>Wählen Sie das Secret, das den Schlüssel des Anbieters enthält.</translation>
    </message>
    <message>
        <source>Choose a secret from the list, or type its UUID.</source>
        <translation>Wählen Sie ein Secret aus der Liste, oder geben Sie seine UUID ein.</translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation>Die eingegebene Team-ID steht noch nicht in der Liste: Fügen Sie sie hinzu, oder leeren Sie das Feld.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Base model</source>
        <translation>&amp;Basismodell</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>Besch&amp;reibung</translation>
    </message>
    <message>
        <source>Ca&amp;tegory</source>
        <translation>&amp;Kategorie</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>T&amp;ags</translation>
    </message>
    <message>
        <source>System &amp;instruction</source>
        <translation>&amp;Systemanweisung</translation>
    </message>
    <message>
        <source>&amp;Visibility</source>
        <translation>S&amp;ichtbarkeit</translation>
    </message>
    <message>
        <source>T&amp;eams</source>
        <translation>&amp;Teams</translation>
    </message>
    <message>
        <source>&amp;Credentials</source>
        <translation>&amp;Zugangsdaten</translation>
    </message>
    <message>
        <source>BYOK &amp;secret</source>
        <translation>BYOK-Secr&amp;et</translation>
    </message>
</context>
<context>
    <name>baton::Dependants</name>
    <message>
        <source>%1 “%2” — %3</source>
        <extracomment>Who uses an object: %1 the user&apos;s kind, %2 its name, %3 how it uses the object.</extracomment>
        <translation>%1 „%2“ — %3</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the first lines of a list of users: how many are not shown.</extracomment>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>header %1</source>
        <extracomment>How a tool uses a secret: %1 the HTTP header it fills.</extracomment>
        <translation>Header %1</translation>
    </message>
    <message>
        <source>BYOK</source>
        <extracomment>How a custom model uses a secret: as its own provider key (bring your own key).</extracomment>
        <translation>BYOK</translation>
    </message>
    <message>
        <source>BYOK secret id</source>
        <extracomment>A custom model that names the secret but, in another credential mode, does not send it: %1 the mode.</extracomment>
        <translation>BYOK-Secret-ID</translation>
    </message>
    <message>
        <source>BYOK secret id, credential mode “%1”</source>
        <translation>BYOK-Secret-ID, Zugangsmodus „%1“</translation>
    </message>
    <message>
        <source>brain</source>
        <translation>Leitmodell</translation>
    </message>
    <message>
        <source>agent</source>
        <extracomment>How a group model uses a model: %1 the agent&apos;s role.</extracomment>
        <translation>Agent</translation>
    </message>
    <message>
        <source>agent “%1”</source>
        <translation>Agent „%1“</translation>
    </message>
    <message>
        <source>shared with this model</source>
        <extracomment>A tool, API resource or file shared with the custom or group model being deleted.</extracomment>
        <translation>mit diesem Modell geteilt</translation>
    </message>
    <message>
        <source>Not every list has been read, so other objects may use it too.</source>
        <translation>Noch nicht jede Liste wurde gelesen, daher können auch andere Objekte es verwenden.</translation>
    </message>
</context>
<context>
    <name>baton::EditorDialog</name>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
</context>
<context>
    <name>baton::EventInspector</name>
    <message>
        <source>&amp;Copy all</source>
        <translation>Alles &amp;kopieren</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Copy every event of the answer, with its time and type, as text.</source>
        <translation>Alle Ereignisse der Antwort mit Zeit und Typ als Text kopieren.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Since start</source>
        <translation>Seit Start</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>A column: the type of a server-sent event.</extracomment>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Data</source>
        <extracomment>A column: the data of a server-sent event.</extracomment>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Server-sent events of the answer</source>
        <translation>Vom Server gesendete Ereignisse der Antwort</translation>
    </message>
    <message>
        <source>Select an event to see its data.</source>
        <translation>Wählen Sie ein Ereignis aus, um seine Daten zu sehen.</translation>
    </message>
    <message>
        <source>Data of the selected event</source>
        <translation>Daten des gewählten Ereignisses</translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation>+%1 ms</translation>
    </message>
    <message>
        <source>Baton did not recognise this event: it is shown as it came.</source>
        <translation>Baton hat dieses Ereignis nicht erkannt: Es wird so angezeigt, wie es ankam.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>[not recognised]</source>
        <translation>[nicht erkannt]</translation>
    </message>
    <message numerus="yes">
        <source>%1  (%n not recognised)</source>
        <extracomment>%1 is the count of events (&quot;12 events&quot;).</extracomment>
        <translation>
            <numerusform>%1  (%n nicht erkannt)</numerusform>
            <numerusform>%1  (%n nicht erkannt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::FieldLabels</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Öffentlich</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Value set</source>
        <translation>Wert gesetzt</translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation>Wert geändert</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>URL template</source>
        <translation>URL-Vorlage</translation>
    </message>
    <message>
        <source>Arguments schema</source>
        <translation>Argumentschema</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation>Auth-Felder</translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation>Timeout (ms)</translation>
    </message>
    <message>
        <source>Asks for approval</source>
        <translation>Fragt nach Genehmigung</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Cache lifetime (s)</source>
        <translation>Cache-Dauer (s)</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Content type</source>
        <translation>Inhaltstyp</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <source>System instruction</source>
        <translation>Systemanweisung</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <source>Own key (secret)</source>
        <translation>Eigener Schlüssel (Secret)</translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation>Standardmodus</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Leitmodell</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Conversation id</source>
        <translation>Unterhaltungs-ID</translation>
    </message>
    <message>
        <source>Owner id</source>
        <translation>Eigentümer-ID</translation>
    </message>
</context>
<context>
    <name>baton::FileMetadataEditor</name>
    <message>
        <source>Choose a file, or drop one on this window</source>
        <translation>Datei auswählen oder auf dieses Fenster ziehen</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Choose a type</source>
        <translation>Typ auswählen</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <source>Resource &amp;type</source>
        <translation>Ressourcen&amp;typ</translation>
    </message>
    <message>
        <source>Service default</source>
        <translation>Dienststandard</translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation>Persönlich (nur Benutzer dieses Tokens)</translation>
    </message>
    <message>
        <source>One conversation</source>
        <translation>Eine Unterhaltung</translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <extracomment>Who may see the file: the user, a team, a model.</extracomment>
        <translation>&amp;Bereich</translation>
    </message>
    <message>
        <source>UUID of the conversation</source>
        <translation>UUID der Unterhaltung</translation>
    </message>
    <message>
        <source>&amp;Conversation id</source>
        <translation>&amp;Unterhaltungs-ID</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>The name the service shows; the chosen file&apos;s name unless you type another.</source>
        <translation>Der Name, den der Dienst anzeigt; der Name der gewählten Datei, sofern Sie keinen anderen eingeben.</translation>
    </message>
    <message>
        <source>File &amp;name</source>
        <translation>Datei&amp;name</translation>
    </message>
    <message>
        <source>Choose a file to upload.</source>
        <translation>Wählen Sie eine Datei zum Hochladen.</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>Diese Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Choose a file to upload</source>
        <translation>Datei zum Hochladen auswählen</translation>
    </message>
    <message>
        <source>This file is empty (0 bytes); choose a file with content.</source>
        <translation>Diese Datei ist leer (0 Byte); wählen Sie eine Datei mit Inhalt.</translation>
    </message>
</context>
<context>
    <name>baton::FileUploadDialog</name>
    <message>
        <source>Upload a File</source>
        <translation>Datei hochladen</translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation>Hochladen abbrechen</translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation>&amp;Hochladen</translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation>Diese Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Sent; the service is storing the file…</source>
        <translation>Gesendet; der Dienst speichert die Datei…</translation>
    </message>
    <message>
        <source>Upload canceled after the whole file was sent: the service may still have stored it. Check the list of files before uploading again.</source>
        <translation>Hochladen abgebrochen, nachdem die ganze Datei gesendet war: Der Dienst hat sie möglicherweise trotzdem gespeichert. Prüfen Sie die Dateiliste, bevor Sie erneut hochladen.</translation>
    </message>
    <message>
        <source>Upload canceled. The form is kept; upload again when ready.</source>
        <translation>Hochladen abgebrochen. Das Formular bleibt erhalten; laden Sie erneut hoch, wenn Sie so weit sind.</translation>
    </message>
</context>
<context>
    <name>baton::FileUploads</name>
    <message>
        <source>The status of uploaded files is no longer followed. %1</source>
        <translation>Der Status hochgeladener Dateien wird nicht mehr verfolgt. %1</translation>
    </message>
</context>
<context>
    <name>baton::FilterBar</name>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Scope</source>
        <extracomment>A list filter: who the objects are shared with.</extracomment>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>Mode</source>
        <extracomment>A list filter: a group model&apos;s mode (orchestrate, synthesize, …).</extracomment>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>A list filter: a file&apos;s resource type (text, image, audio, video).</extracomment>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>A list filter: a file&apos;s processing status.</extracomment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Any</source>
        <extracomment>A list filter without a value: objects of any status.
----------
A list filter without a team: objects of any team.</extracomment>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>Service default</source>
        <translation>Dienststandard</translation>
    </message>
    <message>
        <source>Name or description</source>
        <translation>Name oder Beschreibung</translation>
    </message>
    <message>
        <source>Team or model</source>
        <extracomment>A list filter, unavailable until the kind of share is chosen: the team or model the objects are shared with.</extracomment>
        <translation>Team oder Modell</translation>
    </message>
    <message>
        <source>Team</source>
        <extracomment>A list filter: the team the objects belong to, chosen by its name.</extracomment>
        <translation>Team</translation>
    </message>
    <message>
        <source>Choose a type first</source>
        <translation>Zuerst einen Typ wählen</translation>
    </message>
</context>
<context>
    <name>baton::FormWidgets</name>
    <message>
        <source>Default</source>
        <extracomment>Shown in a number field left empty: the service chooses the value.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The service cannot request this address: write an absolute http:// or https:// URL, such as %1.</source>
        <extracomment>%1 is an example of a URL template.</extracomment>
        <translation>Der Dienst kann diese Adresse nicht abrufen: Geben Sie eine absolute http://- oder https://-URL an, etwa %1.</translation>
    </message>
</context>
<context>
    <name>baton::GroupMapLayout</name>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <source>%1 · base model</source>
        <extracomment>A brain or agent that is a base model, not an object: %1 &quot;Brain&quot; or &quot;Agent: role&quot;.</extracomment>
        <translation>%1 · Basismodell</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Leitmodell</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent: %1</translation>
    </message>
    <message>
        <source>%1 · this group model</source>
        <extracomment>A brain or agent that is the group model itself: %1 &quot;Brain&quot; or &quot;Agent: role&quot;.</extracomment>
        <translation>%1 · dieses Gruppenmodell</translation>
    </message>
    <message>
        <source>Tool · needs approval</source>
        <extracomment>A tool whose calls wait for the user&apos;s approval.</extracomment>
        <translation>Tool · braucht Genehmigung</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Shared tools, API resources and files</source>
        <translation>Geteilte Tools, API-Ressourcen und Dateien</translation>
    </message>
    <message>
        <source>Group model, brain and agents</source>
        <translation>Gruppenmodell, Leitmodell und Agenten</translation>
    </message>
    <message>
        <source>%1 · not in this group&apos;s chats</source>
        <extracomment>The second line of a box of the group model map: %1 its kind (and &quot;needs approval&quot;).</extracomment>
        <translation>%1 · nicht in den Chats dieser Gruppe</translation>
    </message>
</context>
<context>
    <name>baton::GroupMapPngExport</name>
    <message>
        <source>There is not enough memory for an image of %1 × %2 pixels.</source>
        <extracomment>Exporting the group model map: %1 × %2 the image&apos;s size in pixels.</extracomment>
        <translation>Der Speicher reicht nicht für ein Bild von %1 × %2 Pixeln.</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation>Öffentlich: Alle Benutzer des Dienstes können es verwenden</translation>
    </message>
    <message>
        <source>Resolved references (read-only)</source>
        <translation>Aufgelöste Verweise (schreibgeschützt)</translation>
    </message>
    <message>
        <source>e.g. Support desk</source>
        <translation>z. B. Kundendienst</translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation>Wofür es gedacht ist; wird den Personen angezeigt, die es auswählen</translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation>z. B. Support</translation>
    </message>
    <message>
        <source>Orchestrate (orch)</source>
        <translation>Orchestrieren (orch)</translation>
    </message>
    <message>
        <source>Synthesise (synth)</source>
        <translation>Synthetisieren (synth)</translation>
    </message>
    <message>
        <source>Normal (normal)</source>
        <translation>Normal (normal)</translation>
    </message>
    <message>
        <source>Automatic (auto)</source>
        <translation>Automatisch (auto)</translation>
    </message>
    <message>
        <source>The model that leads the group: it answers, or directs and combines the agents</source>
        <translation>Das Modell, das die Gruppe leitet: Es antwortet selbst oder steuert die Agenten und führt ihre Ergebnisse zusammen</translation>
    </message>
    <message>
        <source>The brain splits each request into tasks, hands them to the agents and assembles their results.</source>
        <translation>Das Leitmodell teilt jede Anfrage in Aufgaben auf, übergibt sie an die Agenten und setzt ihre Ergebnisse zusammen.</translation>
    </message>
    <message>
        <source>Every agent answers the request, then the brain merges their answers into one.</source>
        <translation>Jeder Agent beantwortet die Anfrage, dann führt das Leitmodell ihre Antworten zu einer zusammen.</translation>
    </message>
    <message>
        <source>The brain answers alone, as a single model would; the agents are not asked.</source>
        <translation>Das Leitmodell antwortet allein, wie ein einzelnes Modell; die Agenten werden nicht gefragt.</translation>
    </message>
    <message>
        <source>The brain chooses, for each request, the mode that suits it.</source>
        <translation>Das Leitmodell wählt für jede Anfrage den passenden Modus.</translation>
    </message>
    <message>
        <source>instruction override</source>
        <translation>Eigene Anweisung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation>Die eingegebene Team-ID steht noch nicht in der Liste: Fügen Sie sie hinzu, oder leeren Sie das Feld.</translation>
    </message>
    <message>
        <source>role</source>
        <comment>an agent&apos;s role, inside a sentence</comment>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>model</source>
        <comment>an agent&apos;s model, inside a sentence</comment>
        <translation>Modell</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>Besch&amp;reibung</translation>
    </message>
    <message>
        <source>Ca&amp;tegory</source>
        <translation>&amp;Kategorie</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>T&amp;ags</translation>
    </message>
    <message>
        <source>Ic&amp;on</source>
        <translation>&amp;Symbol</translation>
    </message>
    <message>
        <source>Default &amp;mode</source>
        <translation>Standard&amp;modus</translation>
    </message>
    <message>
        <source>&amp;Brain</source>
        <translation>&amp;Leitmodell</translation>
    </message>
    <message>
        <source>A&amp;gents</source>
        <translation>A&amp;genten</translation>
    </message>
    <message>
        <source>&amp;Visibility</source>
        <translation>S&amp;ichtbarkeit</translation>
    </message>
    <message>
        <source>T&amp;eams</source>
        <translation>&amp;Teams</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelMap</name>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A box of the group model map: %1 its name, %2 its kind, %3 its role or state.</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Not visible: the token cannot read it, or it no longer exists.</source>
        <translation>Nicht sichtbar: Das Token kann es nicht lesen, oder es existiert nicht mehr.</translation>
    </message>
    <message>
        <source>A reference of a kind Baton does not know.</source>
        <translation>Ein Verweis einer Art, die Baton nicht kennt.</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Map of “%1”</source>
        <extracomment>The group model map&apos;s name for screen readers: %1 the group model.</extracomment>
        <translation>Karte von „%1“</translation>
    </message>
    <message>
        <source>Not available to this group&apos;s chats: it is shared with the group&apos;s brain or agents, not with the group itself.</source>
        <translation>Nicht verfügbar in den Chats dieser Gruppe: Es ist mit dem Leitmodell oder den Agenten der Gruppe geteilt, nicht mit der Gruppe selbst.</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelMapDialog</name>
    <message>
        <source>Export PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Als SVG exportieren…</translation>
    </message>
    <message>
        <source>Map of “%1”</source>
        <extracomment>The title of the map window: %1 the group model&apos;s name.</extracomment>
        <translation>Karte von „%1“</translation>
    </message>
    <message>
        <source>The map could not be written to %1.</source>
        <translation>Die Karte konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>Die Karte als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export the map as SVG</source>
        <translation>Die Karte als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>The map was written to %1.</source>
        <extracomment>Under the group model map, once exported: %1 the file&apos;s path.</extracomment>
        <translation>Die Karte wurde nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>The map could not be written to %1: %2</source>
        <translation>Die Karte konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Drawing the map for %1…</source>
        <extracomment>While the group model map is exported: %1 the file&apos;s path.</extracomment>
        <translation>Die Karte für %1 wird gezeichnet…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <extracomment>While the group model map is exported: %1 the file&apos;s path.</extracomment>
        <translation>%1 wird geschrieben…</translation>
    </message>
</context>
<context>
    <name>baton::HistoryListModel</name>
    <message>
        <source>(no message)</source>
        <translation>(keine Nachricht)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Last message</source>
        <translation>Letzte Nachricht</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Beiträge</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
</context>
<context>
    <name>baton::HistoryPage</name>
    <message>
        <source>Search messages and answers</source>
        <translation>Nachrichten und Antworten durchsuchen</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Tar&amp;get</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>Zei&amp;traum</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Forever</source>
        <translation>Für immer</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep chats</source>
        <translation>&amp;Chats behalten</translation>
    </message>
    <message>
        <source>&amp;Continue in chat</source>
        <translation>Im Chat &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Open the conversation in the chat, where the next message goes on with it (Return)</source>
        <translation>Die Unterhaltung im Chat öffnen, wo die nächste Nachricht sie fortsetzt (Eingabetaste)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected conversations from this computer (Delete)</source>
        <translation>Die ausgewählten Unterhaltungen von diesem Computer löschen (Entf)</translation>
    </message>
    <message>
        <source>Dele&amp;te all…</source>
        <translation>All&amp;e löschen…</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) older than that were deleted.</source>
        <translation>
            <numerusform>%n ältere Unterhaltung wurde gelöscht.</numerusform>
            <numerusform>%n ältere Unterhaltungen wurden gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>All targets</source>
        <translation>Alle Ziele</translation>
    </message>
    <message numerus="yes">
        <source>%n matching message(s)</source>
        <translation>
            <numerusform>%n passende Nachricht</numerusform>
            <numerusform>%n passende Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n Unterhaltung</numerusform>
            <numerusform>%n Unterhaltungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>The title could not be saved: %1</source>
        <translation>Der Titel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Delete the conversation “%1” from this computer? It cannot be brought back.</source>
        <translation>Die Unterhaltung „%1“ von diesem Computer löschen? Sie kann nicht zurückgeholt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n conversation(s) from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>%n Unterhaltung von diesem Computer löschen? Sie kann nicht zurückgeholt werden.</numerusform>
            <numerusform>%n Unterhaltungen von diesem Computer löschen? Sie können nicht zurückgeholt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete conversations</source>
        <translation>Unterhaltungen löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>The conversations could not be deleted: %1</source>
        <translation>Die Unterhaltungen konnten nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Delete all conversations</source>
        <translation>Alle Unterhaltungen löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n conversation(s) kept for this profile from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>Die %n für dieses Profil behaltene Unterhaltung von diesem Computer löschen? Sie kann nicht zurückgeholt werden.</numerusform>
            <numerusform>Alle %n für dieses Profil behaltenen Unterhaltungen von diesem Computer löschen? Sie können nicht zurückgeholt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all</source>
        <translation>Alle löschen</translation>
    </message>
    <message>
        <source>Re-r&amp;un against…</source>
        <translation>&amp;Neu ausführen mit…</translation>
    </message>
    <message>
        <source>Ask the conversation&apos;s messages again on the same or another target, and compare</source>
        <translation>Die Nachrichten der Unterhaltung demselben oder einem anderen Ziel erneut stellen und vergleichen</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message>
        <source>Show this re-run beside the conversation it re-ran</source>
        <translation>Diesen neuen Lauf neben der ursprünglichen Unterhaltung zeigen</translation>
    </message>
    <message>
        <source>a conversation since deleted</source>
        <translation>eine inzwischen gelöschte Unterhaltung</translation>
    </message>
    <message>
        <source>A re-run of “%1”: Compare shows them side by side.</source>
        <translation>Ein neuer Lauf von „%1“: Vergleichen zeigt beide nebeneinander.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Verbrauch</translation>
    </message>
</context>
<context>
    <name>baton::HistoryStore</name>
    <message>
        <source>The chat history %1 could not be read (%2). It was moved to %3, and a new history was started.</source>
        <translation>Der Chatverlauf %1 konnte nicht gelesen werden (%2). Er wurde nach %3 verschoben, und ein neuer Verlauf wurde begonnen.</translation>
    </message>
    <message>
        <source>Chats are not being kept: the history %1 cannot be written (%2).</source>
        <translation>Chats werden nicht behalten: Der Verlauf %1 kann nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>sein Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>it was written by a newer version of Baton</source>
        <translation>er wurde von einer neueren Version von Baton geschrieben</translation>
    </message>
    <message>
        <source>it cannot be moved aside</source>
        <translation>er kann nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>the history is not open</source>
        <translation>der Verlauf ist nicht geöffnet</translation>
    </message>
    <message>
        <source>no conversation %1 in the history</source>
        <translation>keine Unterhaltung %1 im Verlauf</translation>
    </message>
</context>
<context>
    <name>baton::IconPicker</name>
    <message>
        <source>None</source>
        <extracomment>No icon chosen.</extracomment>
        <translation>Keins</translation>
    </message>
    <message>
        <source>No icon</source>
        <translation>Kein Symbol</translation>
    </message>
    <message>
        <source>Gavel</source>
        <translation>Hammer</translation>
    </message>
    <message>
        <source>Hierarchy</source>
        <translation>Hierarchie</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Gespräch</translation>
    </message>
    <message>
        <source>Globe and magnifier</source>
        <translation>Globus mit Lupe</translation>
    </message>
    <message>
        <source>Note and pencil</source>
        <translation>Notiz mit Stift</translation>
    </message>
    <message>
        <source>Line chart</source>
        <translation>Liniendiagramm</translation>
    </message>
    <message>
        <source>Graduation cap</source>
        <translation>Doktorhut</translation>
    </message>
    <message>
        <source>Robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <source>Headset</source>
        <translation>Headset</translation>
    </message>
    <message>
        <source>Megaphone</source>
        <translation>Megafon</translation>
    </message>
    <message>
        <source>Bar chart</source>
        <translation>Balkendiagramm</translation>
    </message>
    <message>
        <source>Scroll and quill</source>
        <translation>Schriftrolle mit Feder</translation>
    </message>
</context>
<context>
    <name>baton::JsonEditor</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Must be a JSON object ({ … }).</source>
        <translation>Muss ein JSON-Objekt sein ({ … }).</translation>
    </message>
</context>
<context>
    <name>baton::ListEnvelope</name>
    <message>
        <source>“%1” in the list response is not a whole number; it was ignored.</source>
        <translation>„%1“ in der Listenantwort ist keine ganze Zahl; der Wert wurde ignoriert.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not true or false; it was ignored.</source>
        <translation>„%1“ in der Listenantwort ist weder true noch false; der Wert wurde ignoriert.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not a string; paging stopped.</source>
        <translation>„%1“ in der Listenantwort ist keine Zeichenkette; das Blättern wurde beendet.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not an array; no items were read.</source>
        <translation>„%1“ in der Listenantwort ist kein Array; es wurden keine Einträge gelesen.</translation>
    </message>
    <message>
        <source>The list response holds no list of items (looked for “data”, “items”, “results” and a bare array); no items were read.</source>
        <translation>Die Listenantwort enthält keine Liste von Einträgen (gesucht wurde nach „data“, „items“, „results“ und einem bloßen Array); es wurden keine Einträge gelesen.</translation>
    </message>
    <message>
        <source>The list response says more items follow but gives no cursor; paging stopped.</source>
        <translation>Laut Listenantwort folgen weitere Einträge, sie enthält aber keinen Cursor; das Blättern wurde beendet.</translation>
    </message>
    <message>
        <source>“pagination” in the list response is not an object; it was ignored.</source>
        <translation>„pagination“ in der Listenantwort ist kein Objekt; der Wert wurde ignoriert.</translation>
    </message>
    <message>
        <source>The list response is neither a JSON object nor an array; no items were read.</source>
        <translation>Die Listenantwort ist weder ein JSON-Objekt noch ein Array; es wurden keine Einträge gelesen.</translation>
    </message>
    <message>
        <source>Items that are not JSON objects: %1 of %2.</source>
        <translation>Einträge, die keine JSON-Objekte sind: %1 von %2.</translation>
    </message>
</context>
<context>
    <name>baton::LocalSandbox</name>
    <message>
        <source>Local sandbox</source>
        <translation>Lokale Sandbox</translation>
    </message>
</context>
<context>
    <name>baton::MainWindow</name>
    <message>
        <source>Baton</source>
        <translation>Baton</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <source>Manage profiles and connect</source>
        <translation>Profile verwalten und verbinden</translation>
    </message>
    <message>
        <source>Switch &amp;profile</source>
        <translation>&amp;Profil wechseln</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Event inspector</source>
        <translation>&amp;Ereignisinspektor</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Baton</source>
        <translation>Ü&amp;ber Baton</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <source>The embedded sandbox with demo data: nothing done here reaches a real service, and it is gone when Baton closes.</source>
        <translation>Die eingebettete Sandbox mit Demodaten: Nichts, was hier geschieht, erreicht einen echten Dienst, und sie verschwindet, wenn Baton geschlossen wird.</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
    </message>
    <message>
        <source>Not connected: use File › Connect…</source>
        <translation>Nicht verbunden: über Datei › Verbinden…</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Verbindung wird geprüft…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>Verbindung fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rate limited: %n s left</source>
        <translation>
            <numerusform>Ratenlimit: noch %n s</numerusform>
            <numerusform>Ratenlimit: noch %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>The service asked to wait before the next request (HTTP 429 with Retry-After).</source>
        <translation>Der Dienst hat gebeten, vor der nächsten Anfrage zu warten (HTTP 429 mit Retry-After).</translation>
    </message>
    <message>
        <source>Local sandbox</source>
        <translation>Lokale Sandbox</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Die lokale Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>About Baton</source>
        <translation>Über Baton</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Baton %1&lt;/h3&gt;&lt;p&gt;A desktop console for administering an LLM chat platform through its HTTP API: secrets, tools, API resources, files, custom models and group models.&lt;/p&gt;&lt;p&gt;API tokens are kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Baton %1&lt;/h3&gt;&lt;p&gt;Eine Desktop-Konsole zur Verwaltung einer LLM-Chatplattform über ihre HTTP-API: Secrets, Tools, API-Ressourcen, Dateien, eigene Modelle und Gruppenmodelle.&lt;/p&gt;&lt;p&gt;API-Tokens werden im Schlüsselbund des Systems aufbewahrt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Baton will speak %1 from its next start.</source>
        <translation>Sprache von Baton ab dem nächsten Start: %1.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Team names…</source>
        <translation>&amp;Teamnamen…</translation>
    </message>
    <message>
        <source>Name the teams of this connection</source>
        <translation>Die Teams dieser Verbindung benennen</translation>
    </message>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s) wait for your decision</source>
        <translation>
            <numerusform>Freigabe nötig: %n Werkzeugaufruf wartet auf Ihre Entscheidung</numerusform>
            <numerusform>Freigabe nötig: %n Werkzeugaufrufe warten auf Ihre Entscheidung</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>This chat is not being kept in the history %1: %2</source>
        <translation>Dieser Chat wird nicht im Verlauf %1 behalten: %2</translation>
    </message>
    <message>
        <source>The conversation cannot be read from the history: %1</source>
        <translation>Die Unterhaltung kann nicht aus dem Verlauf gelesen werden: %1</translation>
    </message>
    <message>
        <source>The conversation this one re-ran cannot be read from the history: %1</source>
        <translation>Die Unterhaltung, die diese erneut ausführt, kann nicht aus dem Verlauf gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>baton::MessageBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Diese Meldung ausblenden</translation>
    </message>
</context>
<context>
    <name>baton::ModelRefPicker</name>
    <message>
        <source>A base model of the service, by name</source>
        <translation>Ein Basismodell des Dienstes, nach Namen</translation>
    </message>
    <message>
        <source>One of the custom models this token can see</source>
        <translation>Eines der eigenen Modelle, die dieses Token sehen kann</translation>
    </message>
    <message>
        <source>One of the group models this token can see</source>
        <translation>Eines der Gruppenmodelle, die dieses Token sehen kann</translation>
    </message>
    <message>
        <source>Choose a custom model</source>
        <translation>Eigenes Modell auswählen</translation>
    </message>
    <message>
        <source>Choose a group model</source>
        <translation>Gruppenmodell auswählen</translation>
    </message>
    <message>
        <source>(no base model chosen)</source>
        <translation>(kein Basismodell gewählt)</translation>
    </message>
    <message>
        <source>%1 (base model)</source>
        <translation>%1 (Basismodell)</translation>
    </message>
    <message>
        <source>(no custom model chosen)</source>
        <translation>(kein eigenes Modell gewählt)</translation>
    </message>
    <message>
        <source>(no group model chosen)</source>
        <translation>(kein Gruppenmodell gewählt)</translation>
    </message>
    <message>
        <source>%1 (custom model)</source>
        <translation>%1 (eigenes Modell)</translation>
    </message>
    <message>
        <source>%1 (group model)</source>
        <translation>%1 (Gruppenmodell)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
</context>
<context>
    <name>baton::ModelToolsSection</name>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>API resources</source>
        <translation>API-Ressourcen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Shared with its brain “%1” (%2):</source>
        <extracomment>What a group model&apos;s brain can use: %1 the brain&apos;s name, %2 its kind (&quot;custom model&quot;).</extracomment>
        <translation>Geteilt mit seinem Leitmodell „%1“ (%2):</translation>
    </message>
    <message>
        <source>Shared with its agent “%1” (%2):</source>
        <extracomment>What a group model&apos;s agent can use: %1 the agent&apos;s name, %2 its kind.</extracomment>
        <translation>Geteilt mit seinem Agenten „%1“ (%2):</translation>
    </message>
    <message>
        <source>Shared with its agent “%1” (%2, role: %3):</source>
        <extracomment>What a group model&apos;s agent can use: %1 the agent&apos;s name, %2 its kind, %3 its role.</extracomment>
        <translation>Geteilt mit seinem Agenten „%1“ (%2, Rolle: %3):</translation>
    </message>
    <message>
        <source>%1 (asks for approval)</source>
        <extracomment>A tool a model can use that asks a person before each call: %1 its name.</extracomment>
        <translation>%1 (fragt nach Genehmigung)</translation>
    </message>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what a model can use: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>Und %n weiteres; baton-cli refs listet alle auf.</numerusform>
            <numerusform>Und %n weitere; baton-cli refs listet alle auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is shared with it.</source>
        <translation>Nichts ist damit geteilt.</translation>
    </message>
    <message>
        <source>What this model can use</source>
        <translation>Was dieses Modell nutzen kann</translation>
    </message>
    <message>
        <source>No tools are shared with this model, so it cannot call any. A tool shared only with a team is not available to a model: use “Share a tool with this model…” to share one with it.</source>
        <translation>Mit diesem Modell ist kein Tool geteilt, daher kann es keines aufrufen. Ein nur mit einem Team geteiltes Tool steht einem Modell nicht zur Verfügung: Teilen Sie mit „Ein Tool mit diesem Modell teilen…“ eines mit ihm.</translation>
    </message>
    <message>
        <source>S&amp;hare a tool with this model…</source>
        <translation>Ein Tool mit diesem Modell &amp;teilen…</translation>
    </message>
    <message>
        <source>In a chat with this group model:</source>
        <translation>In einem Chat mit diesem Gruppenmodell:</translation>
    </message>
    <message>
        <source>For the brain&apos;s and agents&apos; own chats: what is shared with each of them. A chat with this group can use only what is listed above, shared with the group itself.</source>
        <translation>Für die eigenen Chats des Leitmodells und der Agenten: was mit jedem von ihnen geteilt ist. Ein Chat mit dieser Gruppe kann nur verwenden, was oben aufgeführt ist, also mit der Gruppe selbst geteilt.</translation>
    </message>
</context>
<context>
    <name>baton::MoveToSecretDialog</name>
    <message>
        <source>Move to a secret</source>
        <translation>In ein Secret verschieben</translation>
    </message>
    <message>
        <source>The value of the %1 header goes into a new secret of yours, and the header leaves the form. The value is not shown.</source>
        <translation>Der Wert des Headers %1 kommt in ein neues Secret von Ihnen, und der Header verlässt das Formular. Der Wert wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>Secret &amp;name</source>
        <translation>&amp;Name des Secrets</translation>
    </message>
    <message>
        <source>Create secret</source>
        <translation>Secret anlegen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The value of the header %1.</source>
        <extracomment>The description of a secret made from a header. %1 is the header&apos;s name.</extracomment>
        <translation>Der Wert des Headers %1.</translation>
    </message>
    <message>
        <source>Secret made for this form</source>
        <translation>Für dieses Formular angelegtes Secret</translation>
    </message>
    <message>
        <source>Delete the secret “%1” created for this form?</source>
        <translation>Das für dieses Formular angelegte Secret „%1“ löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Secret not deleted</source>
        <translation>Secret nicht gelöscht</translation>
    </message>
    <message>
        <source>The secret “%1” was not deleted. %2</source>
        <translation>Das Secret „%1“ wurde nicht gelöscht. %2</translation>
    </message>
</context>
<context>
    <name>baton::NameBook</name>
    <message>
        <source>Team %1</source>
        <extracomment>A team with no label given: %1 the start of its id.</extracomment>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Unnamed %1 %2</source>
        <extracomment>An object without a name: %1 its kind, %2 the start of its id.</extracomment>
        <translation>Unbenannt: %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (not visible)</source>
        <extracomment>An object the token cannot see: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (nicht sichtbar)</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>API resource</source>
        <translation>API-Ressource</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>eigenes Modell</translation>
    </message>
    <message>
        <source>group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>unknown object</source>
        <translation>unbekanntes Objekt</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Unknown object</source>
        <translation>Unbekanntes Objekt</translation>
    </message>
    <message>
        <source>%1 %2 (not read yet)</source>
        <extracomment>An object whose list is still being read: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (noch nicht gelesen)</translation>
    </message>
    <message>
        <source>The %1 were read only in part: %2</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;), %2 why paging stopped.</extracomment>
        <translation>Die %1 wurden nur teilweise gelesen: %2</translation>
    </message>
    <message>
        <source>The %1 could not be read: %2</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;), %2 the service&apos;s error or what the answer held.</extracomment>
        <translation>Die %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The %1 are still being read.</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;).</extracomment>
        <translation>Die %1 werden noch gelesen.</translation>
    </message>
    <message>
        <source>The %1 have not been read.</source>
        <translation>Die %1 wurden nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 %2 (its list could not be read whole)</source>
        <extracomment>An object whose list could not be read whole: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (Liste nicht vollständig gelesen)</translation>
    </message>
</context>
<context>
    <name>baton::NamePicker</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>baton::ObjectPicker</name>
    <message>
        <source>Choose, or type an id</source>
        <translation>Auswählen oder ID eingeben</translation>
    </message>
</context>
<context>
    <name>baton::PageCommands</name>
    <message>
        <source>&amp;Upload…</source>
        <translation>&amp;Hochladen…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;uplizieren…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Show &amp;map</source>
        <translation>&amp;Karte zeigen</translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>The toolbar&apos;s short text of Show map.</extracomment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Show the map of this group model</source>
        <translation>Die Karte dieses Gruppenmodells zeigen</translation>
    </message>
    <message>
        <source>“%1” no longer exists: it was deleted elsewhere, and has left the list.</source>
        <translation>„%1“ existiert nicht mehr: Es wurde an anderer Stelle gelöscht und aus der Liste entfernt.</translation>
    </message>
    <message>
        <source>“%1” could not be read for editing. %2</source>
        <translation>„%1“ konnte nicht zum Bearbeiten gelesen werden. %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) use it:</source>
        <extracomment>Before deleting: %n how many objects use it, then the list of them.</extracomment>
        <translation>
            <numerusform>%n Objekt verwendet es:</numerusform>
            <numerusform>%n Objekte verwenden es:</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was not deleted. %2</source>
        <translation>„%1“ wurde nicht gelöscht. %2</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n object(s):</source>
        <translation>
            <numerusform>Von %n Objekt verwendet:</numerusform>
            <numerusform>Von %n Objekten verwendet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;id</source>
        <translation>&amp;ID kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;name</source>
        <translation>&amp;Namen kopieren</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
</context>
<context>
    <name>baton::Pager</name>
    <message>
        <source>%1 cannot be listed.</source>
        <translation>%1 können nicht aufgelistet werden.</translation>
    </message>
    <message>
        <source>Paging is set by the list itself; remove this field.</source>
        <translation>Das Blättern wird von der Liste selbst gesteuert; entfernen Sie dieses Feld.</translation>
    </message>
    <message>
        <source>Page %1 was asked for and page %2 came back; paging stopped.</source>
        <translation>Seite %1 wurde angefordert, aber Seite %2 kam zurück; das Blättern wurde beendet.</translation>
    </message>
    <message>
        <source>The server sent the same items as for the previous request; paging stopped so that the list does not repeat itself.</source>
        <translation>Der Server hat dieselben Einträge wie bei der vorherigen Anfrage gesendet; das Blättern wurde beendet, damit sich die Liste nicht wiederholt.</translation>
    </message>
    <message>
        <source>The server sent a cursor it had already sent; paging stopped so that the list does not loop.</source>
        <translation>Der Server hat einen Cursor gesendet, den er bereits gesendet hatte; das Blättern wurde beendet, damit die Liste nicht in eine Schleife gerät.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server sent %n empty page(s) in a row, each naming another; paging stopped.</source>
        <translation>
            <numerusform>Der Server hat %n leere Seite in Folge gesendet, die jeweils eine weitere nannte; das Blättern wurde beendet.</numerusform>
            <numerusform>Der Server hat %n leere Seiten in Folge gesendet, die jeweils eine weitere nannten; das Blättern wurde beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>no content type</source>
        <extracomment>Stands for the content type of an answer that had none.</extracomment>
        <translation>ohne Inhaltstyp</translation>
    </message>
    <message>
        <source>The answer (HTTP %1, %2) is empty.</source>
        <translation>Die Antwort (HTTP %1, %2) ist leer.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1, %2) begins: “%3”</source>
        <translation>Die Antwort (HTTP %1, %2) beginnt mit: „%3“</translation>
    </message>
    <message numerus="yes">
        <source>Page %1 holds %n item(s) where the list&apos;s total of %2 promises %3; paging stopped, and the items after them were not read.</source>
        <extracomment>%1 the page number, %n the items it held, %2 the list&apos;s total (a number of items, or &quot;3 pages&quot;), %3 the items the total promises.</extracomment>
        <translation>
            <numerusform>Seite %1 enthält %n Eintrag, obwohl die Gesamtangabe der Liste (%2) %3 verspricht; das Blättern wurde beendet, und die Einträge danach wurden nicht gelesen.</numerusform>
            <numerusform>Seite %1 enthält %n Einträge, obwohl die Gesamtangabe der Liste (%2) %3 verspricht; das Blättern wurde beendet, und die Einträge danach wurden nicht gelesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ProfileStore</name>
    <message>
        <source>Enter a name for the profile.</source>
        <translation>Geben Sie einen Namen für das Profil ein.</translation>
    </message>
    <message>
        <source>The name cannot start or end with a space.</source>
        <translation>Der Name darf nicht mit einem Leerzeichen beginnen oder enden.</translation>
    </message>
    <message>
        <source>A profile named “%1” already exists.</source>
        <translation>Ein Profil namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>Enter the base URL of the service.</source>
        <translation>Geben Sie die Basis-URL des Dienstes ein.</translation>
    </message>
    <message>
        <source>Enter a complete URL, such as https://chat.example.com.</source>
        <translation>Geben Sie eine vollständige URL ein, etwa https://chat.example.com.</translation>
    </message>
    <message>
        <source>The URL must start with https:// or http://.</source>
        <translation>Die URL muss mit https:// oder http:// beginnen.</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>Die URL enthält keinen Hostnamen.</translation>
    </message>
    <message>
        <source>The URL cannot contain a user name or password; the token is entered separately.</source>
        <translation>Die URL darf keinen Benutzernamen und kein Passwort enthalten; das Token wird separat eingegeben.</translation>
    </message>
    <message>
        <source>The base URL cannot contain a query (?…) or a fragment (#…).</source>
        <translation>Die Basis-URL darf keine Abfrage (?…) und kein Fragment (#…) enthalten.</translation>
    </message>
    <message>
        <source>Plain http:// would send the token unencrypted to “%1”. Use https://, or allow insecure HTTP for this profile.</source>
        <translation>Unverschlüsseltes http:// würde das Token ohne Verschlüsselung an „%1“ senden. Verwenden Sie https://, oder lassen Sie unverschlüsseltes http für dieses Profil zu.</translation>
    </message>
    <message>
        <source>The key cannot start or end with a space.</source>
        <translation>Der Schlüssel darf nicht mit einem Leerzeichen beginnen oder enden.</translation>
    </message>
    <message>
        <source>The profiles could not be saved to %1; the change is kept until the console is closed.</source>
        <translation>Die Profile konnten nicht in %1 gespeichert werden; die Änderung bleibt erhalten, bis die Konsole geschlossen wird.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
</context>
<context>
    <name>baton::RelationsSection</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A reference in the detail pane: %1 the kind (&quot;Custom model&quot;), %2 its name as a link.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Base model %1</source>
        <extracomment>A group model&apos;s brain that is a base model: %1 its name.</extracomment>
        <translation>Basismodell %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An agent in the detail pane: %1 its role, %2 the model it runs on.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Instruction: %1</source>
        <translation>Anweisung: %1</translation>
    </message>
    <message>
        <source>%1 from the secret %2</source>
        <extracomment>An auth field in the detail pane: %1 the header, %2 the secret as a link.</extracomment>
        <translation>%1 aus dem Secret %2</translation>
    </message>
    <message>
        <source>Unknown reference %1</source>
        <translation>Unbekannter Verweis %1</translation>
    </message>
    <message>
        <source>%1, for the header %2</source>
        <extracomment>%1 a secret or a tool (a link), %2 the header it fills.</extracomment>
        <translation>%1, für den Header %2</translation>
    </message>
    <message>
        <source>%1, as the provider key (not sent while the model uses the app’s credentials)</source>
        <extracomment>%1 a secret or a custom model (a link); the model is set to the app&apos;s credentials.</extracomment>
        <translation>%1, als Anbieterschlüssel (nicht gesendet, solange das Modell die Zugangsdaten der Anwendung nutzt)</translation>
    </message>
    <message>
        <source>%1, as the provider key</source>
        <extracomment>%1 a secret or a custom model (a link).</extracomment>
        <translation>%1, als Anbieterschlüssel</translation>
    </message>
    <message>
        <source>%1, as the brain</source>
        <extracomment>%1 a model (a link).</extracomment>
        <translation>%1, als Leitmodell</translation>
    </message>
    <message>
        <source>%1, which has it as its brain</source>
        <translation>%1, das es als Leitmodell hat</translation>
    </message>
    <message>
        <source>%1, as the agent “%2”</source>
        <extracomment>%1 a model (a link), %2 the agent&apos;s role.</extracomment>
        <translation>%1, als Agent „%2“</translation>
    </message>
    <message>
        <source>%1, which has it as the agent “%2”</source>
        <translation>%1, das es als Agenten „%2“ hat</translation>
    </message>
    <message>
        <source>Shared with %1</source>
        <extracomment>%1 a team or a model (a link) the object is shared with.</extracomment>
        <translation>Geteilt mit %1</translation>
    </message>
    <message>
        <source>%1, shared with it</source>
        <extracomment>%1 a tool, API resource or file (a link) shared with the object.</extracomment>
        <translation>%1, damit geteilt</translation>
    </message>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what uses an object: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>Und %n weiteres; baton-cli refs listet alle auf.</numerusform>
            <numerusform>Und %n weitere; baton-cli refs listet alle auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Verwendet</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message>
        <source>No group model has it as its brain or an agent.</source>
        <translation>Kein Gruppenmodell hat es als Leitmodell oder Agenten.</translation>
    </message>
    <message>
        <source>Nothing refers to it.</source>
        <translation>Nichts verweist darauf.</translation>
    </message>
    <message>
        <source>Set when the file was uploaded. The service cannot send the file back, so Baton cannot upload it again with other sharing: upload it anew to change that.</source>
        <translation>Beim Hochladen der Datei festgelegt. Der Dienst kann die Datei nicht zurückgeben, daher kann Baton sie nicht mit anderer Freigabe erneut hochladen: Laden Sie sie neu hoch, um das zu ändern.</translation>
    </message>
    <message>
        <source>Nothing among the objects read so far.</source>
        <translation>Nichts unter den bisher gelesenen Objekten.</translation>
    </message>
</context>
<context>
    <name>baton::Replace</name>
    <message>
        <source>The object could not be read, so nothing changed: %1</source>
        <extracomment>%1 the service&apos;s error message. Nothing changed.</extracomment>
        <translation>Das Objekt konnte nicht gelesen werden, daher hat sich nichts geändert: %1</translation>
    </message>
    <message>
        <source>“%1” could not be re-created, so nothing changed: %2</source>
        <extracomment>%1 the object&apos;s name, %2 the service&apos;s error message. Nothing changed.</extracomment>
        <translation>„%1“ konnte nicht neu angelegt werden, daher hat sich nichts geändert: %2</translation>
    </message>
    <message>
        <source>“%1” was re-created with a new id, but the original (id %2) could not be deleted: %3 Both exist now; delete the original yourself once you no longer need it.</source>
        <extracomment>%1 the object&apos;s name, %2 its old id, %3 the service&apos;s error message.</extracomment>
        <translation>„%1“ wurde mit einer neuen ID neu angelegt, aber das Original (ID %2) konnte nicht gelöscht werden: %3 Jetzt gibt es beide; löschen Sie das Original selbst, sobald Sie es nicht mehr brauchen.</translation>
    </message>
    <message>
        <source>This object is being re-created in another window; wait until that is done.</source>
        <translation>Dieses Objekt wird gerade in einem anderen Fenster neu angelegt; warten Sie, bis das abgeschlossen ist.</translation>
    </message>
    <message>
        <source>The service accepted a copy of “%1” but its answer does not name it, so the original was kept. Look for a second “%1” before trying again.</source>
        <extracomment>%1 the object&apos;s name.</extracomment>
        <translation>Der Dienst hat eine Kopie von „%1“ angenommen, aber seine Antwort nennt sie nicht, daher wurde das Original behalten. Suchen Sie nach einem zweiten „%1“, bevor Sie es erneut versuchen.</translation>
    </message>
    <message>
        <source>The copy of “%1” may have been created: the service gave no clear answer. %2 Look for a second %3 named “%1” before trying again. The original (id %4) was kept.</source>
        <extracomment>%1 the object&apos;s name, %2 the service&apos;s error message, %3 the kind of object (tool, API resource), %4 the original&apos;s id.</extracomment>
        <translation>Die Kopie von „%1“ wurde möglicherweise angelegt: Der Dienst hat keine eindeutige Antwort gegeben. %2 Suchen Sie nach einem zweiten Objekt vom Typ %3 namens „%1“, bevor Sie es erneut versuchen. Das Original (ID %4) wurde behalten.</translation>
    </message>
</context>
<context>
    <name>baton::RequestLogModel</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>A column: the HTTP status of the answer.</extracomment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>A column: the size of the request body.</extracomment>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>pending</source>
        <extracomment>The status column of a request still waiting for its answer.</extracomment>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Attempt %1 of this request</source>
        <translation>Versuch %1 dieser Anfrage</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>Anfrage-ID</translation>
    </message>
</context>
<context>
    <name>baton::RequestLogPanel</name>
    <message>
        <source>Filter by method, path, status or request id</source>
        <translation>Nach Methode, Pfad, Status oder Anfrage-ID filtern</translation>
    </message>
    <message>
        <source>Copy as c&amp;URL</source>
        <translation>Als c&amp;URL kopieren</translation>
    </message>
    <message>
        <source>Copy the selected request as a curl command. The token is read from $%1 when it runs; no credential is copied.</source>
        <translation>Die gewählte Anfrage als curl-Befehl kopieren. Das Token wird beim Ausführen aus $%1 gelesen; es werden keine Zugangsdaten kopiert.</translation>
    </message>
    <message>
        <source>Copy request &amp;id</source>
        <translation>Anfrage-&amp;ID kopieren</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Forget every logged request</source>
        <translation>Alle protokollierten Anfragen verwerfen</translation>
    </message>
    <message>
        <source>Select a request to see its headers, body and answer. Credentials and secret values are never shown.</source>
        <translation>Wählen Sie eine Anfrage aus, um ihre Header, ihren Body und die Antwort zu sehen. Zugangsdaten und Secret-Werte werden nie angezeigt.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Waiting for the answer</source>
        <translation>Warten auf die Antwort</translation>
    </message>
    <message>
        <source>HTTP %1 in %2 ms</source>
        <translation>HTTP %1 in %2 ms</translation>
    </message>
    <message>
        <source>No answer after %1 ms</source>
        <translation>Keine Antwort nach %1 ms</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <translation>Gesendet: %1</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>Anfrage-ID: %1</translation>
    </message>
    <message numerus="yes">
        <source>Retry-After: %n second(s)</source>
        <translation>
            <numerusform>Retry-After: %n Sekunde</numerusform>
            <numerusform>Retry-After: %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Request headers</source>
        <translation>Anfrage-Header</translation>
    </message>
    <message>
        <source>File part: %1 (%2, %3)</source>
        <translation>Dateiteil: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>Anfrage-Body</translation>
    </message>
    <message>
        <source>Answer: empty</source>
        <translation>Antwort: leer</translation>
    </message>
    <message>
        <source>Answer (the first %1 of %2)</source>
        <translation>Antwort (die ersten %1 von %2)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>%1 · attempt %2</source>
        <extracomment>%1 is the outcome (&quot;HTTP 200 in 35 ms&quot;), %2 the number of the attempt.</extracomment>
        <translation>%1 · Versuch %2</translation>
    </message>
    <message>
        <source>Request body (the first %1 of %2; only the latest requests are kept whole, so it cannot be copied as cURL)</source>
        <translation>Anfrage-Body (die ersten %1 von %2; nur die neuesten Anfragen werden vollständig aufbewahrt, daher kann er nicht als cURL kopiert werden)</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Request details</source>
        <extracomment>The pane with the headers and bodies of the chosen request.</extracomment>
        <translation>Details der Anfrage</translation>
    </message>
    <message>
        <source>Request id copied.</source>
        <translation>Anfrage-ID kopiert.</translation>
    </message>
    <message>
        <source>cURL command copied.</source>
        <translation>cURL-Befehl kopiert.</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Batons Anfrage-ID: %1</translation>
    </message>
    <message>
        <source>Fi&amp;lter:</source>
        <translation>Fi&amp;lter:</translation>
    </message>
</context>
<context>
    <name>baton::ResolvedRefsView</name>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the group model again and resolve its references</source>
        <translation>Gruppenmodell neu lesen und seine Verweise auflösen</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Resolves to</source>
        <translation>Verweist auf</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Saved group models show here what their references point to.</source>
        <translation>Für gespeicherte Gruppenmodelle steht hier, worauf ihre Verweise zeigen.</translation>
    </message>
    <message>
        <source>Resolving…</source>
        <translation>Wird aufgelöst…</translation>
    </message>
    <message>
        <source>Could not resolve: %1</source>
        <translation>Auflösen nicht möglich: %1</translation>
    </message>
    <message>
        <source>As this token sees them, resolved at %1.</source>
        <translation>So, wie dieses Token sie sieht, aufgelöst um %1.</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Leitmodell</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>Agent %1: %2</source>
        <translation>Agent %1: %2</translation>
    </message>
    <message>
        <source>not visible to this token</source>
        <translation>für dieses Token nicht sichtbar</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>nicht aufgelöst</translation>
    </message>
    <message>
        <source>Resolved references</source>
        <translation>Aufgelöste Verweise</translation>
    </message>
</context>
<context>
    <name>baton::ResourceDetail</name>
    <message>
        <source>Details</source>
        <extracomment>The pane that shows every field of the chosen object.</extracomment>
        <translation>Details</translation>
    </message>
    <message>
        <source>Select a secret to see its fields. Its value is never shown.</source>
        <translation>Wählen Sie ein Secret aus, um seine Felder zu sehen. Sein Wert wird nie angezeigt.</translation>
    </message>
    <message>
        <source>Select a row to see every field of the object.</source>
        <translation>Wählen Sie eine Zeile aus, um alle Felder des Objekts zu sehen.</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A member of an object without a value, in the detail pane.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A file&apos;s processing progress in percent, beside its bar.</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>baton::ResourceEditor</name>
    <message>
        <source>Set when the object is created; it cannot be changed.</source>
        <translation>Wird beim Anlegen des Objekts festgelegt und kann nicht geändert werden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is the path of a field in the request body (agents[1].role), %2 what is wrong with it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Scope %1</source>
        <extracomment>One of the share scopes of a form, counted from 1.</extracomment>
        <translation>Freigabe %1</translation>
    </message>
    <message>
        <source>Auth field %1</source>
        <translation>Authentifizierungsfeld %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>%1, item %2</source>
        <extracomment>%1 is a field&apos;s label, %2 the number of one of its items, counted from 1.</extracomment>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>Header “%1”</source>
        <translation>Header „%1“</translation>
    </message>
    <message>
        <source>choose one.</source>
        <translation>wählen Sie einen aus.</translation>
    </message>
    <message>
        <source>fill this in.</source>
        <translation>füllen Sie dieses Feld aus.</translation>
    </message>
    <message>
        <source>choose one from the list.</source>
        <translation>wählen Sie einen aus der Liste.</translation>
    </message>
    <message>
        <source>not a valid id; an id looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.</source>
        <translation>keine gültige ID; eine ID sieht so aus: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>field error</comment>
        <extracomment>%1 is a field&apos;s label as the form shows it (Name, Scope 1), %2 what is wrong with it.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>* required</source>
        <extracomment>The legend of the marker after the label of a field that must be filled in.</extracomment>
        <translation>* Pflichtfeld</translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>required field</comment>
        <extracomment>The label of a field that must be filled in; &quot;*&quot; is explained by the legend &quot;* required&quot;.</extracomment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Required.</source>
        <extracomment>Read by screen readers for a field that must be filled in.</extracomment>
        <translation>Pflichtfeld.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) need a change:</source>
        <extracomment>Over an editor&apos;s buttons: %n how many fields, then their labels (links to them), separated by commas.</extracomment>
        <translation>
            <numerusform>%n Feld muss geändert werden:</numerusform>
            <numerusform>%n Felder müssen geändert werden:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ResourceKind</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>URL template</source>
        <translation>URL-Vorlage</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation>Wert geändert</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Needs approval</source>
        <translation>Genehmigung nötig</translation>
    </message>
    <message>
        <source>Cache TTL (s)</source>
        <translation>Cache-TTL (s)</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Basismodell</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Öffentlich</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Leitmodell</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>API resource</source>
        <translation>API-Ressource</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>Chat request</source>
        <translation>Chat-Anfrage</translation>
    </message>
    <message>
        <source>Resume request</source>
        <translation>Fortsetzungsanfrage</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>API resources</source>
        <translation>API-Ressourcen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Custom models</source>
        <translation>Eigene Modelle</translation>
    </message>
    <message>
        <source>Group models</source>
        <translation>Gruppenmodelle</translation>
    </message>
    <message>
        <source>Chat requests</source>
        <translation>Chat-Anfragen</translation>
    </message>
    <message>
        <source>Resume requests</source>
        <translation>Fortsetzungsanfragen</translation>
    </message>
    <message>
        <source>secrets</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>tools</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Tools</translation>
    </message>
    <message>
        <source>API resources</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>API-Ressourcen</translation>
    </message>
    <message>
        <source>files</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>custom models</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>eigenen Modelle</translation>
    </message>
    <message>
        <source>group models</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Gruppenmodelle</translation>
    </message>
    <message>
        <source>chat requests</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Chat-Anfragen</translation>
    </message>
    <message>
        <source>resume requests</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>Fortsetzungsanfragen</translation>
    </message>
    <message>
        <source>Team</source>
        <comment>a scope: the user&apos;s team</comment>
        <translation>Team</translation>
    </message>
    <message>
        <source>Mine</source>
        <comment>a list filter: the token&apos;s user&apos;s objects</comment>
        <translation>Meine</translation>
    </message>
    <message>
        <source>Public</source>
        <comment>a scope: every user</comment>
        <translation>Öffentlich</translation>
    </message>
    <message>
        <source>All visible</source>
        <comment>a list filter</comment>
        <translation>Alle sichtbaren</translation>
    </message>
    <message>
        <source>Last updated</source>
        <comment>a list order</comment>
        <translation>Zuletzt aktualisiert</translation>
    </message>
    <message>
        <source>Newest</source>
        <comment>a list order</comment>
        <translation>Neueste</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a list order</comment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Author</source>
        <comment>a list order</comment>
        <translation>Autor</translation>
    </message>
    <message>
        <source>The platform&apos;s</source>
        <comment>credentials: the platform&apos;s own key</comment>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Own key (BYOK)</source>
        <comment>credentials: bring your own key</comment>
        <translation>Eigener Schlüssel (BYOK)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <comment>a scope</comment>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <comment>a scope</comment>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>Orchestrate</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Orchestrieren</translation>
    </message>
    <message>
        <source>Synthesize</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Synthetisieren</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Automatic</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Text</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Text</translation>
    </message>
    <message>
        <source>Image</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Video</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Video</translation>
    </message>
    <message>
        <source>Pending</source>
        <comment>a file&apos;s status</comment>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Vectorizing</source>
        <comment>a file&apos;s status</comment>
        <translation>Wird vektorisiert</translation>
    </message>
    <message>
        <source>Ready</source>
        <comment>a file&apos;s status</comment>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>a file&apos;s status</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Deleting</source>
        <comment>a file&apos;s status</comment>
        <translation>Wird gelöscht</translation>
    </message>
    <message>
        <source>New secret</source>
        <translation>Neues Secret</translation>
    </message>
    <message>
        <source>Edit secret — %1</source>
        <translation>Secret bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete secret</source>
        <translation>Secret löschen</translation>
    </message>
    <message>
        <source>Delete the secret “%1”?

This cannot be undone.</source>
        <translation>Secret „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No secrets yet</source>
        <translation>Noch keine Secrets</translation>
    </message>
    <message>
        <source>This secret has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an diesem Secret sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>New tool</source>
        <translation>Neues Tool</translation>
    </message>
    <message>
        <source>Edit tool — %1</source>
        <translation>Tool bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete tool</source>
        <translation>Tool löschen</translation>
    </message>
    <message>
        <source>Delete the tool “%1”?

This cannot be undone.</source>
        <translation>Tool „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No tools yet</source>
        <translation>Noch keine Tools</translation>
    </message>
    <message>
        <source>This tool has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an diesem Tool sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>New API resource</source>
        <translation>Neue API-Ressource</translation>
    </message>
    <message>
        <source>Edit API resource — %1</source>
        <translation>API-Ressource bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete API resource</source>
        <translation>API-Ressource löschen</translation>
    </message>
    <message>
        <source>Delete the API resource “%1”?

This cannot be undone.</source>
        <translation>API-Ressource „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No API resources yet</source>
        <translation>Noch keine API-Ressourcen</translation>
    </message>
    <message>
        <source>This API resource has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an dieser API-Ressource sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>Neue Datei</translation>
    </message>
    <message>
        <source>Edit file — %1</source>
        <translation>Datei bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete file</source>
        <translation>Datei löschen</translation>
    </message>
    <message>
        <source>Delete the file “%1”?

This cannot be undone.</source>
        <translation>Datei „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation>Noch keine Dateien</translation>
    </message>
    <message>
        <source>This file has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an dieser Datei sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>New custom model</source>
        <translation>Neues eigenes Modell</translation>
    </message>
    <message>
        <source>Edit custom model — %1</source>
        <translation>Eigenes Modell bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete custom model</source>
        <translation>Eigenes Modell löschen</translation>
    </message>
    <message>
        <source>Delete the custom model “%1”?

This cannot be undone.</source>
        <translation>Eigenes Modell „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No custom models yet</source>
        <translation>Noch keine eigenen Modelle</translation>
    </message>
    <message>
        <source>This custom model has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an diesem eigenen Modell sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>New group model</source>
        <translation>Neues Gruppenmodell</translation>
    </message>
    <message>
        <source>Edit group model — %1</source>
        <translation>Gruppenmodell bearbeiten — %1</translation>
    </message>
    <message>
        <source>Delete group model</source>
        <translation>Gruppenmodell löschen</translation>
    </message>
    <message>
        <source>Delete the group model “%1”?

This cannot be undone.</source>
        <translation>Gruppenmodell „%1“ löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>No group models yet</source>
        <translation>Noch keine Gruppenmodelle</translation>
    </message>
    <message>
        <source>This group model has changes that are not saved. Discard them?</source>
        <translation>Die Änderungen an diesem Gruppenmodell sind nicht gespeichert. Verwerfen?</translation>
    </message>
    <message>
        <source>Personal</source>
        <comment>a scope: only the token&apos;s user</comment>
        <translation>Persönlich</translation>
    </message>
</context>
<context>
    <name>baton::ResourceListModel</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A file&apos;s status and why: &quot;Failed: the file is empty&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>baton::ResourceListProxy</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A model reference in a list: %1 the model&apos;s name, %2 its kind.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (base model)</source>
        <extracomment>A base model in a list: %1 its name.</extracomment>
        <translation>%1 (Basismodell)</translation>
    </message>
</context>
<context>
    <name>baton::ResourcePanel</name>
    <message>
        <source>Loading</source>
        <translation>Wird geladen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Not connected. Use File › Connect… to choose a service and a token.</source>
        <translation>Nicht verbunden. Wählen Sie über Datei › Verbinden… einen Dienst und ein Token.</translation>
    </message>
    <message>
        <source>The list could not be read. %1</source>
        <translation>Die Liste konnte nicht gelesen werden. %1</translation>
    </message>
    <message>
        <source>Nothing is listed until the filter is corrected</source>
        <translation>Es wird nichts aufgelistet, bis der Filter korrigiert ist</translation>
    </message>
    <message>
        <source>Nothing matches the filter</source>
        <translation>Nichts entspricht dem Filter</translation>
    </message>
    <message>
        <source>%1 of %2 loaded</source>
        <translation>%1 von %2 geladen</translation>
    </message>
    <message>
        <source>%1 loaded, more below</source>
        <translation>%1 geladen, weitere unten</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n Objekt</numerusform>
            <numerusform>%n Objekte</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>%1 · sorted among the loaded rows</source>
        <extracomment>%1 is the count of rows (&quot;40 loaded, more below&quot;).</extracomment>
        <translation>%1 · sortiert innerhalb der geladenen Zeilen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This token may not list %1.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It lacks the capability &lt;b&gt;%2&lt;/b&gt;. Ask the service&apos;s administrator for a token with it, or connect with another profile (File › Connect…), then try again.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <extracomment>%1 is a kind&apos;s plural name inside a sentence (secrets, tools, …), %2 a capability&apos;s name, %3 the service&apos;s error as ApiError words it.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Dieses Token darf keine %1 auflisten.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ihm fehlt die Berechtigung &lt;b&gt;%2&lt;/b&gt;. Bitten Sie die Administration des Dienstes um ein Token mit dieser Berechtigung, oder verbinden Sie sich mit einem anderen Profil (Datei › Verbinden…), und versuchen Sie es dann erneut.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>“%1” is not in this list as it is filtered now.</source>
        <extracomment>%1 the object&apos;s name.</extracomment>
        <translation>„%1“ ist in dieser Liste, so wie sie jetzt gefiltert ist, nicht enthalten.</translation>
    </message>
    <message>
        <source>“%1” cannot be shown: the console has not read it.</source>
        <extracomment>%1 the object&apos;s label, which says it is not visible.</extracomment>
        <translation>„%1“ kann nicht angezeigt werden: Die Konsole hat es nicht gelesen.</translation>
    </message>
    <message>
        <source>The %1 could not be read: %2</source>
        <extracomment>%1 is a kind&apos;s plural name inside a sentence (tools, …), %2 what the answer held and its request id.</extracomment>
        <translation>Die %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The list ended early: %1</source>
        <extracomment>%1 why paging stopped, then the request id.</extracomment>
        <translation>Die Liste endete vorzeitig: %1</translation>
    </message>
    <message>
        <source>The %1 could not be read</source>
        <extracomment>Where &quot;No tools yet&quot; would be: %1 is a kind&apos;s plural name inside a sentence (tools, …).</extracomment>
        <translation>Die %1 konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 of %2 loaded, not the whole list</source>
        <extracomment>A list that ended early: %1 the rows read, %2 the total the service announced.</extracomment>
        <translation>%1 von %2 geladen, nicht die ganze Liste</translation>
    </message>
    <message>
        <source>%1 loaded, not the whole list</source>
        <extracomment>A list that ended early: %1 the rows read.</extracomment>
        <translation>%1 geladen, nicht die ganze Liste</translation>
    </message>
</context>
<context>
    <name>baton::RowList</name>
    <message>
        <source>None</source>
        <extracomment>A list of rows (headers, scopes, …) without any row.</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation>Diese Zeile entfernen</translation>
    </message>
    <message>
        <source>Remove row %1</source>
        <translation>Zeile %1 entfernen</translation>
    </message>
</context>
<context>
    <name>baton::ScopeListEditor</name>
    <message>
        <source>Type</source>
        <extracomment>A column: what a scope shares with (a team, a model).</extracomment>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Add scope</source>
        <translation>Bereich hinzufügen</translation>
    </message>
    <message>
        <source>Scope type</source>
        <translation>Bereichstyp</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Eigenes Modell</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Gruppenmodell</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Scope id</source>
        <translation>Bereichs-ID</translation>
    </message>
    <message>
        <source>Team shared with</source>
        <translation>Team, mit dem geteilt wird</translation>
    </message>
    <message>
        <source>Custom model shared with</source>
        <translation>Eigenes Modell, mit dem geteilt wird</translation>
    </message>
    <message>
        <source>Group model shared with</source>
        <translation>Gruppenmodell, mit dem geteilt wird</translation>
    </message>
    <message>
        <source>Choose a custom model</source>
        <translation>Wählen Sie ein eigenes Modell</translation>
    </message>
    <message>
        <source>Choose a group model</source>
        <translation>Wählen Sie ein Gruppenmodell</translation>
    </message>
    <message>
        <source>Shared with</source>
        <extracomment>A column: the team or model a scope shares with.</extracomment>
        <translation>Geteilt mit</translation>
    </message>
</context>
<context>
    <name>baton::SecretEditor</name>
    <message>
        <source>e.g. Ticket API key</source>
        <translation>z. B. Ticket-API-Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>Who issued it, e.g. openai</source>
        <translation>Aussteller, z. B. openai</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation>Persönlich (nur Benutzer dieses Tokens)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <extracomment>Who may use the secret: the user or a team.</extracomment>
        <translation>Be&amp;reich</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Show the value while typing</source>
        <translation>Wert beim Eingeben anzeigen</translation>
    </message>
    <message>
        <source>Show value</source>
        <translation>Wert anzeigen</translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <extracomment>The secret value itself (a key or password).</extracomment>
        <translation>&amp;Wert</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Hide the value</source>
        <translation>Wert verbergen</translation>
    </message>
    <message>
        <source>Hide value</source>
        <translation>Wert verbergen</translation>
    </message>
    <message>
        <source>Rotate value</source>
        <translation>Wert erneuern</translation>
    </message>
    <message>
        <source>Secret value</source>
        <translation>Secret-Wert</translation>
    </message>
    <message>
        <source>&amp;New value</source>
        <extracomment>The secret value itself (a key or password).</extracomment>
        <translation>Neuer W&amp;ert</translation>
    </message>
    <message>
        <source>Leave empty to keep the current value; a new value replaces it.</source>
        <translation>Leer lassen, um den aktuellen Wert zu behalten; ein neuer Wert ersetzt ihn.</translation>
    </message>
    <message>
        <source>Write-only: once saved, the value cannot be read back, only replaced.</source>
        <translation>Nur schreibbar: Nach dem Speichern kann der Wert nicht mehr gelesen, sondern nur ersetzt werden.</translation>
    </message>
    <message>
        <source>Leave empty to keep the current value</source>
        <translation>Leer lassen, um den aktuellen Wert zu behalten</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>&amp;Team</source>
        <translation>&amp;Team</translation>
    </message>
    <message>
        <source>%1 “%2” (%3)</source>
        <extracomment>One user of a secret: %1 its kind, %2 its name, %3 how it uses the secret.</extracomment>
        <translation>%1 „%2“ (%3)</translation>
    </message>
    <message>
        <source>Used by: %1. They will use the new value from the next request.</source>
        <extracomment>Before saving a secret&apos;s new value: %1 the tools and custom models that use it.</extracomment>
        <translation>Verwendet von: %1. Sie verwenden den neuen Wert ab der nächsten Anfrage.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ShareDialog</name>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Part of a name</source>
        <translation>Teil eines Namens</translation>
    </message>
    <message>
        <source>Share with “%1”</source>
        <extracomment>A dialog&apos;s title: %1 the model&apos;s name.</extracomment>
        <translation>Mit „%1“ teilen</translation>
    </message>
    <message>
        <source>Choose the tools and API resources “%1” may use. A tool shared only with a team is not available to a model. Files are not offered: a file&apos;s sharing is set when it is uploaded, and the service cannot upload it again.</source>
        <translation>Wählen Sie die Tools und API-Ressourcen, die „%1“ nutzen darf. Ein nur mit einem Team geteiltes Tool steht einem Modell nicht zur Verfügung. Dateien werden nicht angeboten: Die Freigabe einer Datei wird beim Hochladen festgelegt, und der Dienst kann sie nicht erneut hochladen.</translation>
    </message>
    <message>
        <source>Tools and API resources</source>
        <translation>Tools und API-Ressourcen</translation>
    </message>
    <message>
        <source>&amp;Share…</source>
        <translation>&amp;Teilen…</translation>
    </message>
    <message>
        <source>%1 — tool, asks for approval</source>
        <extracomment>An item to share: %1 the tool&apos;s name.</extracomment>
        <translation>%1 — Tool, fragt nach Genehmigung</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>An item to share: %1 its name, %2 its kind (&quot;tool&quot;, &quot;API resource&quot;).
----------
A share target: %1 its name, %2 its kind (&quot;team&quot;, &quot;custom model&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Every tool and API resource is already shared with this model.</source>
        <translation>Jedes Tool und jede API-Ressource ist bereits mit diesem Modell geteilt.</translation>
    </message>
    <message>
        <source>The tools are still being read; open this again in a moment.</source>
        <translation>Die Tools werden noch gelesen; öffnen Sie dies gleich noch einmal.</translation>
    </message>
    <message>
        <source>Change sharing of “%1”</source>
        <extracomment>A dialog&apos;s title: %1 the tool&apos;s or API resource&apos;s name.</extracomment>
        <translation>Freigabe von „%1“ ändern</translation>
    </message>
    <message>
        <source>Choose who “%1” is shared with. A model can use it only when it is shared with that model itself; a team share does not reach the team&apos;s models. The service sets sharing when an object is created, so Baton re-creates it with a new id.</source>
        <translation>Wählen Sie, mit wem „%1“ geteilt wird. Ein Modell kann es nur nutzen, wenn es mit genau diesem Modell geteilt ist; eine Freigabe für ein Team erreicht die Modelle des Teams nicht. Der Dienst legt die Freigabe beim Anlegen eines Objekts fest, daher legt Baton es mit einer neuen ID neu an.</translation>
    </message>
    <message>
        <source>Teams and models</source>
        <translation>Teams und Modelle</translation>
    </message>
    <message>
        <source>&amp;Change sharing…</source>
        <translation>Freigabe &amp;ändern…</translation>
    </message>
    <message>
        <source>Share…</source>
        <extracomment>The toolbar&apos;s short text of &quot;Share a Tool with This Model…&quot;.</extracomment>
        <translation>Teilen…</translation>
    </message>
    <message>
        <source>Share a tool with this model</source>
        <translation>Ein Tool mit diesem Modell teilen</translation>
    </message>
    <message>
        <source>Sharing…</source>
        <extracomment>The toolbar&apos;s short text of &quot;Change Sharing…&quot;.</extracomment>
        <translation>Freigabe…</translation>
    </message>
    <message>
        <source>Change whom this is shared with</source>
        <translation>Ändern, mit wem dies geteilt ist</translation>
    </message>
    <message>
        <source>Re-create to change sharing</source>
        <translation>Neu anlegen, um die Freigabe zu ändern</translation>
    </message>
    <message>
        <source>Re-create</source>
        <translation>Neu anlegen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The service sets sharing only when an object is created. To change it, Baton creates a copy with the new sharing and then deletes the original, so each of these gets a new id:</source>
        <translation>Der Dienst legt die Freigabe nur beim Anlegen eines Objekts fest. Um sie zu ändern, legt Baton eine Kopie mit der neuen Freigabe an und löscht dann das Original, sodass jedes dieser Objekte eine neue ID erhält:</translation>
    </message>
    <message>
        <source>Nothing Baton has read refers to them by id: in the service&apos;s interface no other object refers to a tool or an API resource. Scripts or settings outside Baton that use the old id must be given the new one.</source>
        <translation>Nichts, was Baton gelesen hat, verweist per ID darauf: In der Schnittstelle des Dienstes verweist kein anderes Objekt auf ein Tool oder eine API-Ressource. Skripte oder Einstellungen außerhalb von Baton, die die alte ID verwenden, brauchen die neue.</translation>
    </message>
    <message>
        <source>These refer to the old id and will point at nothing until they are changed:</source>
        <translation>Diese verweisen auf die alte ID und zeigen ins Leere, bis sie geändert werden:</translation>
    </message>
    <message>
        <source>Re-creating “%1” (%2 of %3)…</source>
        <extracomment>Progress: %1 the object&apos;s name, %2 and %3 how many of how many.</extracomment>
        <translation>„%1“ wird neu angelegt (%2 von %3)…</translation>
    </message>
    <message>
        <source>S&amp;hare a tool with this model…</source>
        <translation>Ein Tool mit diesem Modell &amp;teilen…</translation>
    </message>
    <message>
        <source>C&amp;hange sharing…</source>
        <translation>Freigabe ä&amp;ndern…</translation>
    </message>
    <message>
        <source>“%1” (%2, id %3)</source>
        <extracomment>An object that will be re-created: %1 its name, %2 its kind, %3 its id now.</extracomment>
        <translation>„%1“ (%2, ID %3)</translation>
    </message>
    <message>
        <source>“%1” (%2) refers to “%3”</source>
        <extracomment>What refers to an object by id: %1 its name, %2 its kind, %3 the object it refers to.</extracomment>
        <translation>„%1“ (%2) verweist auf „%3“</translation>
    </message>
</context>
<context>
    <name>baton::SharingNote</name>
    <message>
        <source>C&amp;hange sharing…</source>
        <translation>Freigabe ä&amp;ndern…</translation>
    </message>
    <message>
        <source>The service sets an API resource&apos;s sharing when it is created and does not let it change. “Change sharing…” re-creates the API resource with the new sharing, under a new id.</source>
        <translation>Der Dienst legt die Freigabe einer API-Ressource beim Anlegen fest und lässt sie nicht ändern. „Freigabe ändern…“ legt die API-Ressource mit der neuen Freigabe unter einer neuen ID neu an.</translation>
    </message>
    <message>
        <source>The service sets a tool&apos;s sharing when it is created and does not let it change. “Change sharing…” re-creates the tool with the new sharing, under a new id.</source>
        <translation>Der Dienst legt die Freigabe eines Tools beim Anlegen fest und lässt sie nicht ändern. „Freigabe ändern…“ legt das Tool mit der neuen Freigabe unter einer neuen ID neu an.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Change sharing makes its copy from what the service holds, so the changes would be lost: save them first?</source>
        <extracomment>%1 the tool&apos;s or API resource&apos;s name.</extracomment>
        <translation>„%1“ hat nicht gespeicherte Änderungen. „Freigabe ändern“ kopiert, was der Dienst gespeichert hat, die Änderungen gingen also verloren: zuerst speichern?</translation>
    </message>
    <message>
        <source>&amp;Save, then change sharing…</source>
        <translation>&amp;Speichern, dann Freigabe ändern…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>baton::StringMapEditor</name>
    <message>
        <source>Name</source>
        <extracomment>A column: an HTTP header&apos;s name.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>A column: an HTTP header&apos;s value.</extracomment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>e.g. Accept</source>
        <translation>z. B. Accept</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Header-Name</translation>
    </message>
    <message>
        <source>e.g. application/json</source>
        <translation>z. B. application/json</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Header-Wert</translation>
    </message>
    <message>
        <source>Row %1 has a value but no name.</source>
        <translation>Zeile %1 hat einen Wert, aber keinen Namen.</translation>
    </message>
    <message>
        <source>“%1” appears more than once.</source>
        <translation>„%1“ kommt mehrfach vor.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Move to a secret…</source>
        <translation>In ein Secret verschieben…</translation>
    </message>
    <message>
        <source>The value of row %1 looks like a credential: keep it in a secret.</source>
        <translation>Der Wert in Zeile %1 sieht wie ein Zugangsdatum aus: Bewahren Sie ihn in einem Secret auf.</translation>
    </message>
    <message>
        <source>%1 looks like a credential: keep it in a secret.</source>
        <translation>%1 sieht wie ein Zugangsdatum aus: Bewahren Sie es in einem Secret auf.</translation>
    </message>
    <message>
        <source>this header</source>
        <extracomment>%1 is a header&apos;s name, as typed.</extracomment>
        <translation>dieser Header</translation>
    </message>
    <message>
        <source>Move to a secret… keeps the value of %1 in a new secret, which an auth field then sends.</source>
        <translation>In ein Secret verschieben… bewahrt den Wert von %1 in einem neuen Secret auf, das dann ein Authentifizierungsfeld sendet.</translation>
    </message>
    <message>
        <source>API resources cannot send a secret. Move to a secret… keeps the value of %1 in a new secret, for a tool&apos;s auth field, and removes the header.</source>
        <translation>API-Ressourcen können kein Secret senden. In ein Secret verschieben… bewahrt den Wert von %1 in einem neuen Secret für das Authentifizierungsfeld eines Tools auf und entfernt den Header.</translation>
    </message>
</context>
<context>
    <name>baton::TagEditor</name>
    <message>
        <source>Comma-separated, e.g. billing, urgent</source>
        <translation>Kommagetrennt, z. B. Abo, eilig</translation>
    </message>
</context>
<context>
    <name>baton::TeamIdsEditor</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>A team id is a UUID: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</source>
        <translation>Eine Team-ID ist eine UUID: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
</context>
<context>
    <name>baton::TeamNamesDialog</name>
    <message>
        <source>Team Names</source>
        <translation>Teamnamen</translation>
    </message>
    <message>
        <source>The service gives teams no names. Name the teams seen here; the names are kept with this profile and shown instead of the ids.</source>
        <translation>Der Dienst gibt Teams keine Namen. Benennen Sie hier die gesehenen Teams; die Namen werden mit diesem Profil gespeichert und statt der IDs angezeigt.</translation>
    </message>
    <message>
        <source>Team names</source>
        <translation>Teamnamen</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Columns of the team names: the name the user gives, the team&apos;s id.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Team id</source>
        <translation>Team-ID</translation>
    </message>
    <message>
        <source>No team seen yet: teams appear once objects that name them are read.</source>
        <translation>Noch kein Team gesehen: Teams erscheinen, sobald Objekte gelesen sind, die sie nennen.</translation>
    </message>
</context>
<context>
    <name>baton::TeamPicker</name>
    <message>
        <source>Choose a team, or type its id</source>
        <translation>Wählen Sie ein Team oder geben Sie seine ID ein</translation>
    </message>
</context>
<context>
    <name>baton::TokenStore</name>
    <message>
        <source>No keychain is available: the token is kept in memory for this session only.</source>
        <translation>Kein Schlüsselbund verfügbar: Das Token wird nur für diese Sitzung im Speicher gehalten.</translation>
    </message>
    <message>
        <source>The token is empty.</source>
        <translation>Das Token ist leer.</translation>
    </message>
    <message>
        <source>The token could not be read from the keychain: %1</source>
        <translation>Das Token konnte nicht aus dem Schlüsselbund gelesen werden: %1</translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain: %1</source>
        <translation>Das Token konnte nicht im Schlüsselbund gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The token could not be removed from the keychain: %1</source>
        <translation>Das Token konnte nicht aus dem Schlüsselbund entfernt werden: %1</translation>
    </message>
</context>
<context>
    <name>baton::ToolCallCards</name>
    <message>
        <source>Approval expired before the decision reached the service</source>
        <translation>Genehmigung abgelaufen, bevor die Entscheidung beim Dienst ankam</translation>
    </message>
    <message>
        <source>Approval expired by the service&apos;s clock, as far as Baton can tell</source>
        <translation>Genehmigung nach der Uhr des Dienstes abgelaufen, soweit Baton das beurteilen kann</translation>
    </message>
    <message>
        <source>The service had already settled this approval; how is not known</source>
        <translation>Der Dienst hatte diese Genehmigung bereits erledigt; wie, ist nicht bekannt</translation>
    </message>
    <message>
        <source>Approve — sent, waiting for the service</source>
        <translation>Genehmigen — gesendet, wartet auf den Dienst</translation>
    </message>
    <message>
        <source>Deny — sent, waiting for the service</source>
        <translation>Ablehnen — gesendet, wartet auf den Dienst</translation>
    </message>
    <message>
        <source>Approved; the service received your decision</source>
        <translation>Genehmigt; der Dienst hat Ihre Entscheidung erhalten</translation>
    </message>
    <message>
        <source>Denied; the service received your decision</source>
        <translation>Abgelehnt; der Dienst hat Ihre Entscheidung erhalten</translation>
    </message>
    <message>
        <source>Denied: %1; the service received your decision</source>
        <translation>Abgelehnt: %1; der Dienst hat Ihre Entscheidung erhalten</translation>
    </message>
    <message>
        <source>The service refused the last decision (approve): decide again.</source>
        <translation>Der Dienst hat die letzte Entscheidung (genehmigen) abgelehnt: Entscheiden Sie erneut.</translation>
    </message>
    <message>
        <source>The service refused the last decision (deny): decide again.</source>
        <translation>Der Dienst hat die letzte Entscheidung (ablehnen) abgelehnt: Entscheiden Sie erneut.</translation>
    </message>
    <message>
        <source>The last decision (approve) did not reach the service, as far as Baton can tell.</source>
        <translation>Die letzte Entscheidung (genehmigen) hat den Dienst nicht erreicht, soweit Baton das beurteilen kann.</translation>
    </message>
    <message>
        <source>The last decision (deny) did not reach the service, as far as Baton can tell.</source>
        <translation>Die letzte Entscheidung (ablehnen) hat den Dienst nicht erreicht, soweit Baton das beurteilen kann.</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>Wartet auf Genehmigung</translation>
    </message>
    <message>
        <source>Arriving…</source>
        <translation>Kommt an…</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Entschieden</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Angefordert</translation>
    </message>
    <message>
        <source>Tool call: </source>
        <translation>Tool-Aufruf: </translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Call id: %1</source>
        <translation>Aufruf-ID: %1</translation>
    </message>
    <message numerus="yes">
        <source>And %n more tool call(s), not shown here: the event inspector shows every piece of the answer, and the approval dialog lists every call that waits for a decision.</source>
        <translation>
            <numerusform>Und %n weiterer Tool-Aufruf, hier nicht gezeigt: Der Ereignisinspektor zeigt jedes Stück der Antwort, und der Genehmigungsdialog listet jeden Aufruf, der auf eine Entscheidung wartet.</numerusform>
            <numerusform>Und %n weitere Tool-Aufrufe, hier nicht gezeigt: Der Ereignisinspektor zeigt jedes Stück der Antwort, und der Genehmigungsdialog listet jeden Aufruf, der auf eine Entscheidung wartet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ToolEditor</name>
    <message>
        <source>e.g. create_ticket</source>
        <translation>z. B. create_ticket</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>What the tool does and when the model should call it.</source>
        <translation>Was das Tool tut und wann das Modell es aufrufen soll.</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Methode</translation>
    </message>
    <message>
        <source>https://api.example.com/tickets/{ticketId}</source>
        <translation>https://api.example.com/tickets/{ticketId}</translation>
    </message>
    <message>
        <source>Each {placeholder} is filled from the argument of that name.</source>
        <translation>Jeder {Platzhalter} wird aus dem gleichnamigen Argument gefüllt.</translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation>&amp;URL-Vorlage</translation>
    </message>
    <message>
        <source>&amp;Arguments schema</source>
        <translation>&amp;Argumentschema</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation>Auth-Felder</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation>&amp;Timeout</translation>
    </message>
    <message>
        <source>Ask for approval before each call</source>
        <translation>Vor jedem Aufruf um Genehmigung bitten</translation>
    </message>
    <message>
        <source>A chat pauses until someone approves or denies the call. Turn it off only for calls that are safe to run unattended.</source>
        <translation>Ein Chat pausiert, bis jemand den Aufruf genehmigt oder ablehnt. Schalten Sie dies nur für Aufrufe aus, die unbeaufsichtigt sicher ausgeführt werden können.</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Genehmigung</translation>
    </message>
    <message>
        <source>Set at creation</source>
        <translation>Beim Anlegen festgelegt</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Ta&amp;gs</translation>
    </message>
    <message>
        <source>e.g. 1.0</source>
        <translation>z. B. 1.0</translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation>&amp;Version</translation>
    </message>
    <message>
        <source>%1 is not a property of the arguments schema: add it to its &quot;properties&quot;, or take it out of the URL.</source>
        <translation>%1 ist keine Eigenschaft des Argumentschemas: Fügen Sie es zu dessen &quot;properties&quot; hinzu, oder nehmen Sie es aus der URL heraus.</translation>
    </message>
    <message>
        <source>%1 are not properties of the arguments schema: add them to its &quot;properties&quot;, or take them out of the URL.</source>
        <translation>%1 sind keine Eigenschaften des Argumentschemas: Fügen Sie sie zu dessen &quot;properties&quot; hinzu, oder nehmen Sie sie aus der URL heraus.</translation>
    </message>
    <message>
        <source>The value of %1 is now in the secret “%2”, which the auth field %1 sends.</source>
        <translation>Der Wert von %1 liegt jetzt im Secret „%2“, das das Authentifizierungsfeld %1 sendet.</translation>
    </message>
    <message>
        <source>A read (GET) is an API resource.</source>
        <extracomment>Beside a tool&apos;s method, which offers no GET.</extracomment>
        <translation>Ein Lesezugriff (GET) ist eine API-Ressource.</translation>
    </message>
    <message>
        <source>New API resource with this URL</source>
        <extracomment>A link: opens a new API resource&apos;s form with the tool&apos;s URL.</extracomment>
        <translation>Neue API-Ressource mit dieser URL</translation>
    </message>
</context>
<context>
    <name>baton::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Assistant, after the tool decision</source>
        <translation>Assistent, nach der Tool-Entscheidung</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>Warten auf die Antwort…</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Antwortet…</translation>
    </message>
    <message>
        <source>Stopped: the answer is incomplete.</source>
        <translation>Angehalten: Die Antwort ist unvollständig.</translation>
    </message>
    <message>
        <source>Interrupted: the answer broke off before its end.</source>
        <translation>Unterbrochen: Die Antwort brach vor ihrem Ende ab.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool calls.</source>
        <translation>Wartet auf Ihre Entscheidung zu den Tool-Aufrufen.</translation>
    </message>
    <message>
        <source>Tokens: %1 prompt, %2 completion, %3 total</source>
        <translation>Tokens: %1 Prompt, %2 Antwort, %3 gesamt</translation>
    </message>
    <message>
        <source>Credits: %1</source>
        <translation>Credits: %1</translation>
    </message>
    <message>
        <source>First token: %1 ms</source>
        <translation>Erstes Token: %1 ms</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>Anfrage-ID: %1</translation>
    </message>
    <message>
        <source>Decision sent; waiting for the service to take it.</source>
        <translation>Entscheidung gesendet; wartet darauf, dass der Dienst sie übernimmt.</translation>
    </message>
    <message>
        <source>The service said the approval expired: the tool calls were not run. The conversation is kept.</source>
        <translation>Der Dienst meldet, dass die Genehmigung abgelaufen ist: Die Tool-Aufrufe wurden nicht ausgeführt. Die Unterhaltung bleibt erhalten.</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell: the tool calls will not run. The conversation is kept.</source>
        <translation>Die Genehmigung ist nach der Uhr des Dienstes abgelaufen, soweit Baton das beurteilen kann: Die Tool-Aufrufe werden nicht ausgeführt. Die Unterhaltung bleibt erhalten.</translation>
    </message>
    <message>
        <source>The service had already settled this approval before this decision; Baton does not know how.</source>
        <translation>Der Dienst hatte diese Genehmigung bereits vor dieser Entscheidung erledigt; Baton weiß nicht, wie.</translation>
    </message>
    <message>
        <source>Jump to latest</source>
        <translation>Zum Neuesten</translation>
    </message>
    <message>
        <source>Scroll to the end of the conversation and follow new text again</source>
        <translation>Zum Ende der Unterhaltung blättern und neuem Text wieder folgen</translation>
    </message>
    <message>
        <source>Interrupted: the service received the decision, and its answer broke off before its end.</source>
        <translation>Unterbrochen: Der Dienst hat die Entscheidung erhalten, und seine Antwort brach vor ihrem Ende ab.</translation>
    </message>
    <message>
        <source>The connection broke: %1</source>
        <translation>Die Verbindung brach ab: %1</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Batons Anfrage-ID: %1</translation>
    </message>
    <message>
        <source>Copy the answer</source>
        <translation>Antwort kopieren</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>Ihre Nachricht kopieren</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <extracomment>Read by a screen reader when Tab reaches a link of the transcript.</extracomment>
        <translation>Link: %1</translation>
    </message>
</context>
<context>
    <name>baton::UsageView</name>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportieren als CSV…</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Letzte 90 Tage</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>Letzte 365 Tage</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Peri&amp;od</source>
        <translation>Zeit&amp;raum</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>An&amp;zeigen</translation>
    </message>
    <message>
        <source>Save the figures of the period as a CSV file</source>
        <translation>Die Zahlen des Zeitraums als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>Usage chart</source>
        <translation>Verbrauchsdiagramm</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Prompt-Tokens</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Completion-Tokens</translation>
    </message>
    <message>
        <source>Usage per day and target</source>
        <translation>Verbrauch pro Tag und Ziel</translation>
    </message>
    <message>
        <source>The usage cannot be read: %1</source>
        <translation>Der Verbrauch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 credits, %2 tokens in the period</source>
        <translation>%1 Credits, %2 Tokens im Zeitraum</translation>
    </message>
    <message>
        <source>No answers in this period.</source>
        <translation>Keine Antworten in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>Other targets</source>
        <translation>Andere Ziele</translation>
    </message>
    <message>
        <source>The usage could not be saved to %1: %2</source>
        <translation>Der Verbrauch konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Export the usage</source>
        <translation>Verbrauch exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>baton::Validator</name>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>Muss zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <source>Must be %1 or greater.</source>
        <translation>Muss %1 oder größer sein.</translation>
    </message>
    <message>
        <source>Must be %1 or less.</source>
        <translation>Muss %1 oder kleiner sein.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>This field is required.</source>
        <translation>Dieses Feld ist erforderlich.</translation>
    </message>
    <message>
        <source>This field can only be set when the object is created.</source>
        <translation>Dieses Feld kann nur beim Anlegen des Objekts gesetzt werden.</translation>
    </message>
    <message>
        <source>This field is not part of the interface.</source>
        <translation>Dieses Feld ist nicht Teil der Schnittstelle.</translation>
    </message>
    <message>
        <source>Must be true or false.</source>
        <translation>Muss true oder false sein.</translation>
    </message>
    <message>
        <source>Must be a JSON object.</source>
        <translation>Muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Must be a string.</source>
        <translation>Muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Darf nicht leer sein.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n characters; this has %1.</source>
        <translation>
            <numerusform>Muss mindestens %n Zeichen haben; hier sind es %1.</numerusform>
            <numerusform>Muss mindestens %n Zeichen haben; hier sind es %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 character; this has %1.</source>
        <translation>Darf höchstens 1 Zeichen haben; hier sind es %1.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n characters; this has %1.</source>
        <translation>
            <numerusform>Darf höchstens %n Zeichen haben; hier sind es %1.</numerusform>
            <numerusform>Darf höchstens %n Zeichen haben; hier sind es %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must be one of: %1.</source>
        <translation>Muss einer der folgenden Werte sein: %1.</translation>
    </message>
    <message>
        <source>Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).</source>
        <translation>Muss eine UUID sein (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).</translation>
    </message>
    <message>
        <source>Must be group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>Muss group:&lt;uuid&gt; oder custom:&lt;uuid&gt; sein.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation>Muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>Must be a JSON object of names and text values.</source>
        <translation>Muss ein JSON-Objekt aus Namen und Textwerten sein.</translation>
    </message>
    <message>
        <source>A name must not be empty.</source>
        <translation>Ein Name darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Must be a JSON array.</source>
        <translation>Muss ein JSON-Array sein.</translation>
    </message>
    <message>
        <source>Must have at least 1 item.</source>
        <translation>Muss mindestens 1 Element haben.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n items; this has %1.</source>
        <translation>
            <numerusform>Muss mindestens %n Element haben; hier sind es %1.</numerusform>
            <numerusform>Muss mindestens %n Elemente haben; hier sind es %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 item; this has %1.</source>
        <translation>Darf höchstens 1 Element haben; hier sind es %1.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n items; this has %1.</source>
        <translation>
            <numerusform>Darf höchstens %n Element haben; hier sind es %1.</numerusform>
            <numerusform>Darf höchstens %n Elemente haben; hier sind es %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must be a model reference object.</source>
        <translation>Muss ein Modellverweis-Objekt sein.</translation>
    </message>
    <message>
        <source>Must be one of: llm, custom, group.</source>
        <translation>Muss einer der Werte llm, custom oder group sein.</translation>
    </message>
    <message>
        <source>Must be a string or an array of content parts.</source>
        <translation>Muss eine Zeichenkette oder ein Array von Inhaltsteilen sein.</translation>
    </message>
    <message>
        <source>A content part must be an object with a type.</source>
        <translation>Ein Inhaltsteil muss ein Objekt mit einem Typ sein.</translation>
    </message>
    <message>
        <source>A text part needs its text.</source>
        <translation>Ein Textteil braucht seinen Text.</translation>
    </message>
    <message>
        <source>This query field is not part of the interface.</source>
        <translation>Dieses Abfragefeld ist nicht Teil der Schnittstelle.</translation>
    </message>
    <message>
        <source>Must be at most %1; this file is %2.</source>
        <translation>Darf höchstens %1 groß sein; diese Datei hat %2.</translation>
    </message>
    <message>
        <source>Must be at most %1; this is %2.</source>
        <translation>Darf höchstens %1 sein; hier sind es %2.</translation>
    </message>
    <message>
        <source>And 1 more field has a problem.</source>
        <translation>Und 1 weiteres Feld hat ein Problem.</translation>
    </message>
    <message numerus="yes">
        <source>And %n more fields have problems.</source>
        <translation>
            <numerusform>Und %n weiteres Feld hat ein Problem.</numerusform>
            <numerusform>Und %n weitere Felder haben Probleme.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::WelcomePage</name>
    <message>
        <source>Welcome to Baton</source>
        <translation>Willkommen bei Baton</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Check the connection again</source>
        <translation>Die Verbindung erneut prüfen</translation>
    </message>
    <message>
        <source>Open the sandbox</source>
        <translation>Sandbox öffnen</translation>
    </message>
    <message>
        <source>Start the local sandbox with demo data and connect to it: no account needed</source>
        <translation>Die lokale Sandbox mit Demodaten starten und sich damit verbinden: kein Konto nötig</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Ausprobieren</translation>
    </message>
    <message>
        <source>The sandbox answers with a scripted model. An example is sent as your message to the chosen target, or to the first model listed when none is chosen.</source>
        <translation>Die Sandbox antwortet mit einem geskripteten Modell. Ein Beispiel wird als Ihre Nachricht an das gewählte Ziel gesendet, oder an das erste aufgeführte Modell, wenn keines gewählt ist.</translation>
    </message>
    <message>
        <source>Ask a question</source>
        <translation>Eine Frage stellen</translation>
    </message>
    <message>
        <source>A plain answer in Markdown.</source>
        <translation>Eine einfache Antwort in Markdown.</translation>
    </message>
    <message>
        <source>Create a ticket</source>
        <translation>Ein Ticket anlegen</translation>
    </message>
    <message>
        <source>Calls the demo&apos;s create_ticket tool, which waits for your approval.</source>
        <translation>Ruft das Tool create_ticket der Demo auf, das auf Ihre Genehmigung wartet.</translation>
    </message>
    <message>
        <source>Write at length</source>
        <translation>Ausführlich schreiben</translation>
    </message>
    <message>
        <source>A long answer, streamed word by word: try Stop, then Retry.</source>
        <translation>Eine lange Antwort, Wort für Wort gestreamt: Probieren Sie Anhalten, dann Wiederholen.</translation>
    </message>
    <message>
        <source>What this token may see</source>
        <translation>Was dieses Token sehen darf</translation>
    </message>
    <message>
        <source>Each page with the number of its objects. A page the token may not read names the capability it lacks.</source>
        <translation>Jede Seite mit der Zahl ihrer Objekte. Eine Seite, die das Token nicht lesen darf, nennt die fehlende Berechtigung.</translation>
    </message>
    <message>
        <source>What can you help me with?</source>
        <extracomment>An example message for the sandbox&apos;s scripted model; it must not name a tool.</extracomment>
        <translation>Wobei können Sie mir helfen?</translation>
    </message>
    <message>
        <source>Printer on fire</source>
        <extracomment>The title of a support ticket in an example message.</extracomment>
        <translation>Drucker brennt</translation>
    </message>
    <message>
        <source>/tool create_ticket {&quot;title&quot;: %1, &quot;priority&quot;: &quot;high&quot;}</source>
        <extracomment>An example message for the sandbox&apos;s scripted model. Keep /tool, create_ticket, &quot;title&quot;, &quot;priority&quot; and &quot;high&quot; as they are: the sandbox reads them. %1 is the ticket&apos;s title, already in quotes.</extracomment>
        <translation>/tool create_ticket {&quot;title&quot;: %1, &quot;priority&quot;: &quot;high&quot;}</translation>
    </message>
    <message>
        <source>Tell me everything about support tickets.</source>
        <extracomment>An example message for the sandbox&apos;s scripted model; it must not name a tool.</extracomment>
        <translation>Erzählen Sie mir alles über Support-Tickets.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connect to your service with a profile, or open the local sandbox to try Baton with demo data and no account.</source>
        <translation>Verbinden Sie sich mit einem Profil mit Ihrem Dienst, oder öffnen Sie die lokale Sandbox, um Baton mit Demodaten und ohne Konto auszuprobieren.</translation>
    </message>
    <message>
        <source>Checking the connection…</source>
        <translation>Verbindung wird geprüft…</translation>
    </message>
    <message>
        <source>Connected to the local sandbox</source>
        <translation>Mit der lokalen Sandbox verbunden</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Demo data on this computer: nothing done here reaches a real service.</source>
        <translation>Demodaten auf diesem Computer: Nichts, was hier geschieht, erreicht einen echten Dienst.</translation>
    </message>
    <message>
        <source>The connection failed</source>
        <translation>Die Verbindung ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Edit profile…</source>
        <translation>Profil bearbeiten…</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>Open the connection dialog</source>
        <translation>Den Verbindungsdialog öffnen</translation>
    </message>
    <message>
        <source>…</source>
        <extracomment>Shown after a page&apos;s name while its objects are being counted.</extracomment>
        <translation>…</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>needs “%1”</source>
        <extracomment>After a page&apos;s name: the capability the token lacks to read it.</extracomment>
        <translation>benötigt „%1“</translation>
    </message>
    <message>
        <source>The token lacks the capability “%1”, so it may not read this page.</source>
        <translation>Dem Token fehlt die Berechtigung „%1“, daher darf es diese Seite nicht lesen.</translation>
    </message>
    <message>
        <source>not counted</source>
        <extracomment>After a page&apos;s name when its objects could not be counted; the tooltip says why.</extracomment>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>%1+</source>
        <extracomment>More objects than %1, which is the most a page&apos;s line counts.
----------
A count that stopped early: %1 the objects counted, %2 why paging stopped.</extracomment>
        <translation>%1+</translation>
    </message>
    <message>
        <source>More than %1</source>
        <translation>Mehr als %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A link to a page: %1 the page&apos;s name (Secrets, Tools, …), %2 its number of objects or why there is none.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>Die Seite öffnen</translation>
    </message>
    <message>
        <source>At least %1: %2</source>
        <translation>Mindestens %1: %2</translation>
    </message>
    <message>
        <source>Latest conversations</source>
        <translation>Letzte Unterhaltungen</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(keine Nachricht)</translation>
    </message>
    <message>
        <source>Continue this conversation in the chat</source>
        <translation>Diese Unterhaltung im Chat fortsetzen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Where a conversation of the history was held, and when it last changed: &quot;Support desk · 29 Nov 2026 17:30&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::ChatCommand</name>
    <message>
        <source>The target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>Das Ziel: group:&lt;uuid&gt; oder custom:&lt;uuid&gt;.</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>The message to send; read from stdin when absent.</source>
        <translation>Die zu sendende Nachricht; wird von stdin gelesen, wenn sie fehlt.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <extracomment>The value of an option in --help: a text.</extracomment>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Ask for a streamed answer and print it as it arrives (the default).</source>
        <translation>Eine gestreamte Antwort anfordern und sie beim Eintreffen ausgeben (Standard).</translation>
    </message>
    <message>
        <source>Ask for a standard answer and print it when complete.</source>
        <translation>Eine gewöhnliche Antwort anfordern und sie ausgeben, wenn sie vollständig ist.</translation>
    </message>
    <message>
        <source>Decide tool calls without asking: all, none, or a comma-separated list of tool call ids or tool names to approve (the others are denied). Without it, a terminal is asked per call; otherwise the command ends with exit code 7.</source>
        <translation>Tool-Aufrufe ohne Nachfrage entscheiden: all, none oder eine durch Kommas getrennte Liste von Tool-Aufruf-IDs oder Tool-Namen, die genehmigt werden (die übrigen werden abgelehnt). Ohne diese Option wird in einem Terminal für jeden Aufruf nachgefragt; andernfalls endet der Befehl mit Exit-Code 7.</translation>
    </message>
    <message>
        <source>all|none|ID,...</source>
        <translation>all|none|ID,...</translation>
    </message>
    <message>
        <source>The reason given for every denied tool call.</source>
        <translation>Der Grund, der für jeden abgelehnten Tool-Aufruf angegeben wird.</translation>
    </message>
    <message>
        <source>Group models: the mode of this answer (orch, synth, normal or auto).</source>
        <translation>Gruppenmodelle: der Modus dieser Antwort (orch, synth, normal oder auto).</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MODUS</translation>
    </message>
    <message>
        <source>Sampling temperature, from 0 to 2.</source>
        <translation>Sampling-Temperatur, von 0 bis 2.</translation>
    </message>
    <message>
        <source>T</source>
        <extracomment>The value of an option in --help: a temperature.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>Longest answer, in tokens (sent as max_tokens and max_completion_tokens).</source>
        <translation>Längste Antwort in Tokens (gesendet als max_tokens und max_completion_tokens).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Print only the final answer, as one JSON object, when it is complete.</source>
        <translation>Nur die endgültige Antwort als ein JSON-Objekt ausgeben, wenn sie vollständig ist.</translation>
    </message>
    <message>
        <source>Name the target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>Geben Sie das Ziel an: group:&lt;uuid&gt; oder custom:&lt;uuid&gt;.</translation>
    </message>
    <message>
        <source>Use either --stream or --no-stream.</source>
        <translation>Verwenden Sie entweder --stream oder --no-stream.</translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation>Muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Only group models have a mode.</source>
        <translation>Nur Gruppenmodelle haben einen Modus.</translation>
    </message>
    <message>
        <source>Give all, none, or tool call ids or tool names.</source>
        <translation>Geben Sie all, none oder Tool-Aufruf-IDs bzw. Tool-Namen an.</translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>Der Grund darf höchstens %n Zeichen haben; dieser hat %1.</numerusform>
            <numerusform>Der Grund darf höchstens %n Zeichen haben; dieser hat %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the message, then Ctrl-D on a line of its own.</source>
        <translation>Geben Sie die Nachricht ein und dann Strg-D in einer eigenen Zeile.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Die Nachricht ist leer.</translation>
    </message>
    <message>
        <source>Stopped; the answer so far is shown above.</source>
        <translation>Angehalten; die bisherige Antwort steht oben.</translation>
    </message>
    <message>
        <source>The answer broke off before its end; what arrived is shown.</source>
        <translation>Die Antwort brach vor ihrem Ende ab; was angekommen ist, wird angezeigt.</translation>
    </message>
    <message>
        <source>The answer ended with an error.</source>
        <translation>Die Antwort endete mit einem Fehler.</translation>
    </message>
    <message>
        <source>No decision on the tool calls: pass --approve, or run the command on a terminal. Approval id: %1</source>
        <translation>Keine Entscheidung zu den Tool-Aufrufen: Übergeben Sie --approve, oder führen Sie den Befehl in einem Terminal aus. Genehmigungs-ID: %1</translation>
    </message>
    <message>
        <source>  approved: %1</source>
        <translation>  genehmigt: %1</translation>
    </message>
    <message>
        <source>  denied: %1</source>
        <translation>  abgelehnt: %1</translation>
    </message>
    <message>
        <source>Run %1 %2? [y/n] </source>
        <translation>%1 %2 ausführen? [j/n] </translation>
    </message>
    <message>
        <source>y</source>
        <translation>j</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Reason (optional): </source>
        <translation>Grund (optional): </translation>
    </message>
    <message>
        <source>Reason (Enter for “%1”): </source>
        <translation>Grund (Eingabetaste für „%1“): </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s) (until %1):</source>
        <translation>
            <numerusform>Die Antwort wartet auf eine Entscheidung zu %n Tool-Aufruf (bis %1):</numerusform>
            <numerusform>Die Antwort wartet auf eine Entscheidung zu %n Tool-Aufrufen (bis %1):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s):</source>
        <translation>
            <numerusform>Die Antwort wartet auf eine Entscheidung zu %n Tool-Aufruf:</numerusform>
            <numerusform>Die Antwort wartet auf eine Entscheidung zu %n Tool-Aufrufen:</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep no trace of this chat in the profile&apos;s history.</source>
        <translation>Keine Spur dieses Chats im Verlauf des Profils behalten.</translation>
    </message>
    <message>
        <source>This chat is not being kept in the history %1: %2</source>
        <translation>Dieser Chat wird nicht im Verlauf %1 behalten: %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::CommandLine</name>
    <message>
        <source>&lt;command&gt; [options]</source>
        <translation>&lt;Befehl&gt; [Optionen]</translation>
    </message>
    <message>
        <source>Send one message to a model and print the answer.</source>
        <translation>Eine Nachricht an ein Modell senden und die Antwort ausgeben.</translation>
    </message>
    <message>
        <source>Print every object of a kind, one JSON object per line.</source>
        <translation>Alle Objekte einer Art ausgeben, ein JSON-Objekt pro Zeile.</translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation>Eines von: %1.</translation>
    </message>
    <message>
        <source>Print one object as JSON.</source>
        <translation>Ein Objekt als JSON ausgeben.</translation>
    </message>
    <message>
        <source>tools, api-resources, files, custom-models or group-models.</source>
        <translation>tools, api-resources, files, custom-models oder group-models.</translation>
    </message>
    <message>
        <source>The object&apos;s id.</source>
        <translation>Die ID des Objekts.</translation>
    </message>
    <message>
        <source>Read a text/event-stream on stdin and print each event as a JSON line.</source>
        <translation>Einen text/event-stream von stdin lesen und jedes Ereignis als JSON-Zeile ausgeben.</translation>
    </message>
    <message>
        <source>Baton&apos;s command-line companion: chat with a model of the service, list and read its objects, decode an event stream.</source>
        <translation>Der Kommandozeilen-Begleiter der Baton-Konsole: mit einem Modell des Dienstes chatten, seine Objekte auflisten und lesen, einen Ereignisstrom dekodieren.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>send one message to a group or custom model and print the answer</source>
        <translation>eine Nachricht an ein Gruppenmodell oder eigenes Modell senden und die Antwort ausgeben</translation>
    </message>
    <message>
        <source>print every object of KIND, one JSON object per line</source>
        <translation>alle Objekte der Art KIND ausgeben, ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <source>print one object as JSON</source>
        <translation>ein Objekt als JSON ausgeben</translation>
    </message>
    <message>
        <source>print the events of a text/event-stream read on stdin as JSON lines</source>
        <translation>die Ereignisse eines von stdin gelesenen text/event-stream als JSON-Zeilen ausgeben</translation>
    </message>
    <message>
        <source>KIND is one of: %1.</source>
        <translation>KIND ist eines von: %1.</translation>
    </message>
    <message>
        <source>Connection: --profile NAME uses a profile of the Baton console and the token stored for it; --base-url URL uses the token in the environment variable BATON_TOKEN. BATON_TOKEN, when set, also replaces a profile&apos;s stored token. The token is never taken from the command line. Without either option, the profile the console used last is used.</source>
        <translation>Verbindung: --profile NAME verwendet ein Profil der Baton-Konsole und das dafür gespeicherte Token; --base-url URL verwendet das Token aus der Umgebungsvariablen BATON_TOKEN. Ist BATON_TOKEN gesetzt, ersetzt es auch das gespeicherte Token eines Profils. Das Token wird nie von der Kommandozeile übernommen. Ohne eine dieser Optionen wird das zuletzt von der Konsole verwendete Profil benutzt.</translation>
    </message>
    <message>
        <source>Run “baton-cli &lt;command&gt; --help” for the options of a command.</source>
        <translation>Mit „baton-cli &lt;Befehl&gt; --help“ erhalten Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Print what one object uses and what uses it, one JSON object per line.</source>
        <translation>Gibt aus, was ein Objekt verwendet und was es verwendet, ein JSON-Objekt pro Zeile.</translation>
    </message>
    <message>
        <source>print what the object uses and what uses it, one JSON object per line</source>
        <translation>gibt aus, was das Objekt verwendet und was es verwendet, ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <source>Unknown kind “%1”; use one of: %2.</source>
        <translation>Unbekannte Art „%1“; verwenden Sie eine von: %2.</translation>
    </message>
    <message>
        <source>chat, list, get, refs, history or sse-decode.</source>
        <translation>chat, list, get, refs, history oder sse-decode.</translation>
    </message>
    <message>
        <source>Read the chats kept for a profile: list, show, search, export or delete.</source>
        <translation>Die für ein Profil behaltenen Chats lesen: list, show, search, export oder delete.</translation>
    </message>
    <message>
        <source>show, export: a conversation id (or its first characters); search: the text; delete: one or more ids.</source>
        <translation>show, export: die ID einer Unterhaltung (oder ihre ersten Zeichen); search: der Text; delete: eine oder mehrere IDs.</translation>
    </message>
    <message>
        <source>list, show, search, export or delete the chats kept for the profile</source>
        <translation>die für das Profil behaltenen Chats auflisten, zeigen, durchsuchen, exportieren oder löschen</translation>
    </message>
</context>
<context>
    <name>baton::cli::Connection</name>
    <message>
        <source>Use the Baton console&apos;s profile NAME and the token stored for it.</source>
        <translation>Das Profil NAME der Baton-Konsole und das dafür gespeicherte Token verwenden.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Use the service at URL, with the token in BATON_TOKEN.</source>
        <translation>Den Dienst unter URL verwenden, mit dem Token aus BATON_TOKEN.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>With --base-url: allow plain http to a host other than loopback.</source>
        <translation>Mit --base-url: unverschlüsseltes http zu einem anderen Host als Loopback zulassen.</translation>
    </message>
    <message>
        <source>With --base-url: the key of the service object in chat answers (found by its fields otherwise).</source>
        <translation>Mit --base-url: der Schlüssel des Dienstobjekts in Chat-Antworten (sonst anhand seiner Felder gefunden).</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>SCHLÜSSEL</translation>
    </message>
    <message>
        <source>Use either --profile or --base-url, not both.</source>
        <translation>Verwenden Sie entweder --profile oder --base-url, nicht beides.</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>Kommandozeile</translation>
    </message>
    <message>
        <source>No API token: set the environment variable BATON_TOKEN (the token is never taken from the command line).</source>
        <translation>Kein API-Token: Setzen Sie die Umgebungsvariable BATON_TOKEN (das Token wird nie von der Kommandozeile übernommen).</translation>
    </message>
    <message>
        <source>Name a profile with --profile, or a service with --base-url.</source>
        <translation>Geben Sie mit --profile ein Profil oder mit --base-url einen Dienst an.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
    <message>
        <source>No token is stored for the profile “%1”: store it in Baton, or set BATON_TOKEN.</source>
        <translation>Für das Profil „%1“ ist kein Token gespeichert: Speichern Sie es in Baton, oder setzen Sie BATON_TOKEN.</translation>
    </message>
    <message>
        <source>The token of the profile “%1” could not be read: %2</source>
        <translation>Das Token des Profils „%1“ konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Set BATON_TOKEN to use the profile without a keychain.</source>
        <extracomment>%1 is the profile&apos;s name, %2 the keychain&apos;s own explanation, e.g. &quot;The name org.freedesktop.secrets was not provided by any .service files&quot;</extracomment>
        <translation>Kein Schlüsselbund ist erreichbar, daher kann das Token des Profils „%1“ nicht gelesen werden: %2. Setzen Sie BATON_TOKEN, um das Profil ohne Schlüsselbund zu verwenden.</translation>
    </message>
    <message>
        <source>BATON_TOKEN is used instead of the token stored for the profile “%1”.</source>
        <extracomment>A warning. %1 is the profile&apos;s name.</extracomment>
        <translation>BATON_TOKEN wird anstelle des für das Profil „%1“ gespeicherten Tokens verwendet.</translation>
    </message>
    <message>
        <source>BATON_TOKEN is ignored for the profile “%1”, which Baton used last: it applies only with --base-url or --profile.</source>
        <translation>BATON_TOKEN wird für das Profil „%1“, das Baton zuletzt verwendet hat, ignoriert: Es gilt nur mit --base-url oder --profile.</translation>
    </message>
    <message>
        <source>No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Name the profile with --profile and set BATON_TOKEN to use it without a keychain.</source>
        <translation>Kein Schlüsselbund ist erreichbar, daher kann das Token des Profils „%1“ nicht gelesen werden: %2. Nennen Sie das Profil mit --profile, und setzen Sie BATON_TOKEN, um es ohne Schlüsselbund zu verwenden.</translation>
    </message>
    <message>
        <source>No token is stored for the profile “%1”: store it in Baton, or name the profile with --profile and set BATON_TOKEN.</source>
        <translation>Für das Profil „%1“ ist kein Token gespeichert: Speichern Sie es in Baton, oder nennen Sie das Profil mit --profile, und setzen Sie BATON_TOKEN.</translation>
    </message>
</context>
<context>
    <name>baton::cli::ExitCodes</name>
    <message>
        <source>success</source>
        <extracomment>The meaning of exit code 0.</extracomment>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>usage or configuration error; nothing was sent</source>
        <translation>Aufruf- oder Konfigurationsfehler; es wurde nichts gesendet</translation>
    </message>
    <message>
        <source>authentication or permission error: no token, HTTP 401 or 403</source>
        <translation>Authentifizierungs- oder Berechtigungsfehler: kein Token, HTTP 401 oder 403</translation>
    </message>
    <message>
        <source>not found (HTTP 404)</source>
        <translation>nicht gefunden (HTTP 404)</translation>
    </message>
    <message>
        <source>the answer broke off (no [DONE]) or was stopped (Ctrl-C)</source>
        <translation>die Antwort brach ab (kein [DONE]) oder wurde angehalten (Strg-C)</translation>
    </message>
    <message>
        <source>the tool approval expired</source>
        <translation>die Tool-Genehmigung ist abgelaufen</translation>
    </message>
    <message>
        <source>tool calls need a decision: pass --approve, or run on a terminal</source>
        <translation>Tool-Aufrufe brauchen eine Entscheidung: --approve übergeben oder in einem Terminal ausführen</translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation>Exit-Codes:</translation>
    </message>
    <message>
        <source>the service answered with an error or with a body that cannot be read, or could not be reached</source>
        <translation>der Dienst hat mit einem Fehler oder einem unlesbaren Rumpf geantwortet oder war nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>baton::cli::HistoryCommand</name>
    <message>
        <source>list and search: at most N lines (50 by default).</source>
        <translation>list und search: höchstens N Zeilen (standardmäßig 50).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>list: only the conversations with TARGET (group:&lt;uuid&gt; or custom:&lt;uuid&gt;).</source>
        <translation>list: nur die Unterhaltungen mit ZIEL (group:&lt;uuid&gt; oder custom:&lt;uuid&gt;).</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>export: md (Markdown, the default) or json.</source>
        <translation>export: md (Markdown, der Standard) oder json.</translation>
    </message>
    <message>
        <source>Unknown history command “%1”; use list, show, search, export or delete.</source>
        <translation>Unbekannter history-Befehl „%1“; verwenden Sie list, show, search, export oder delete.</translation>
    </message>
    <message>
        <source>history list takes no argument.</source>
        <translation>history list nimmt kein Argument.</translation>
    </message>
    <message>
        <source>Give the text to search, as one argument.</source>
        <translation>Geben Sie den zu suchenden Text als ein Argument an.</translation>
    </message>
    <message>
        <source>Give one conversation id.</source>
        <translation>Geben Sie eine Unterhaltungs-ID an.</translation>
    </message>
    <message>
        <source>Give the ids of the conversations to delete.</source>
        <translation>Geben Sie die IDs der zu löschenden Unterhaltungen an.</translation>
    </message>
    <message>
        <source>--limit: must be a whole number of at least 1.</source>
        <translation>--limit: muss eine ganze Zahl von mindestens 1 sein.</translation>
    </message>
    <message>
        <source>--format: use md or json.</source>
        <translation>--format: verwenden Sie md oder json.</translation>
    </message>
    <message>
        <source>No conversation %1 in the history %2.</source>
        <translation>Keine Unterhaltung %1 im Verlauf %2.</translation>
    </message>
    <message>
        <source>More than one conversation starts with %1; give more of the id.</source>
        <translation>Mehr als eine Unterhaltung beginnt mit %1; geben Sie mehr von der ID an.</translation>
    </message>
    <message>
        <source>The history %1 cannot be read: %2</source>
        <translation>Der Verlauf %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::RefsCommand</name>
    <message>
        <source>Usage: baton-cli refs &lt;kind&gt; &lt;id&gt;</source>
        <translation>Aufruf: baton-cli refs &lt;Art&gt; &lt;ID&gt;</translation>
    </message>
    <message>
        <source>No object of the kind %1 has the id %2 among those this token may read.</source>
        <extracomment>%1 the kind as given (&quot;tools&quot;), %2 the id.</extracomment>
        <translation>Kein Objekt der Art %1 hat die ID %2 unter denen, die dieses Token lesen darf.</translation>
    </message>
    <message>
        <source>%1 References to and from them are missing.</source>
        <extracomment>After a list that was not read whole: %1 what the list stopped on.</extracomment>
        <translation>%1 Verweise auf sie und von ihnen fehlen.</translation>
    </message>
</context>
<context>
    <name>baton::cli::ResourceCommand</name>
    <message>
        <source>A filter of the list, e.g. scopeType=team (repeatable).</source>
        <translation>Ein Filter der Liste, z. B. scopeType=team (wiederholbar).</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>SCHLÜSSEL=WERT</translation>
    </message>
    <message>
        <source>Objects per request, from 1 to 100 (default %1).</source>
        <translation>Objekte pro Anfrage, von 1 bis 100 (Standard: %1).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Usage: baton-cli list &lt;kind&gt; [options]</source>
        <translation>Aufruf: baton-cli list &lt;Art&gt; [Optionen]</translation>
    </message>
    <message>
        <source>Usage: baton-cli get &lt;kind&gt; &lt;id&gt; [options]</source>
        <translation>Aufruf: baton-cli get &lt;Art&gt; &lt;ID&gt; [Optionen]</translation>
    </message>
    <message>
        <source>%1 cannot be read one by one; use “baton-cli list %2”.</source>
        <translation>%1 können nicht einzeln gelesen werden; verwenden Sie „baton-cli list %2“.</translation>
    </message>
    <message>
        <source>--page-size: Must be a whole number.</source>
        <translation>--page-size: Muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>--query: “%1” is not KEY=VALUE.</source>
        <translation>--query: „%1“ ist nicht in der Form SCHLÜSSEL=WERT.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) has an empty body where JSON was expected.</source>
        <translation>Die Antwort (HTTP %1) hat einen leeren Rumpf, wo JSON erwartet wurde.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is not the JSON expected here. It begins: “%2”</source>
        <translation>Die Antwort (HTTP %1) ist nicht das hier erwartete JSON. Sie beginnt mit: „%2“</translation>
    </message>
    <message>
        <source>The list ended early: the objects printed are not all of it. %1</source>
        <translation>Die Liste endete vorzeitig: Die ausgegebenen Objekte sind nicht die ganze Liste. %1</translation>
    </message>
</context>
<context>
    <name>baton::cli::SseDecodeCommand</name>
    <message>
        <source>Bytes handed to the parser at a time (default %1).</source>
        <translation>Bytes, die dem Parser auf einmal übergeben werden (Standard: %1).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Usage: baton-cli sse-decode [--chunk-size N] &lt; stream</source>
        <translation>Aufruf: baton-cli sse-decode [--chunk-size N] &lt; stream</translation>
    </message>
    <message>
        <source>--chunk-size: Must be a whole number of 1 or more.</source>
        <translation>--chunk-size: Muss eine ganze Zahl von mindestens 1 sein.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Local sandbox listening on %1</source>
        <translation>Lokale Sandbox lauscht auf %1</translation>
    </message>
    <message>
        <source>the sandbox has no admin token.</source>
        <translation>die Sandbox hat kein Admin-Token.</translation>
    </message>
    <message>
        <source>Baton, a desktop console for an LLM chat platform&apos;s HTTP API. Without options it opens the profile used last, or asks for a connection on the first run.

Exit status: 0 when closed normally, 1 for a wrong command line (such as an unknown profile), 2 when the embedded sandbox cannot start.</source>
        <translation>Baton, eine Desktop-Konsole für die HTTP-API einer LLM-Chatplattform. Ohne Optionen öffnet es das zuletzt verwendete Profil oder fragt beim ersten Start nach einer Verbindung.

Exit-Status: 0 nach normalem Schließen, 1 bei einer fehlerhaften Befehlszeile (etwa einem unbekannten Profil), 2, wenn die eingebettete Sandbox nicht starten kann.</translation>
    </message>
    <message>
        <source>Open the profile NAME.</source>
        <translation>Das Profil NAME öffnen.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Unexpected argument “%1”.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>Use either --profile or --sandbox, not both.</source>
        <translation>Verwenden Sie entweder --profile oder --sandbox, nicht beides.</translation>
    </message>
    <message>
        <source>--help and --version take no value and no other option.</source>
        <translation>--help und --version nehmen keinen Wert und keine weitere Option an.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”; none is stored yet.</source>
        <translation>Es gibt kein Profil namens „%1“; es ist noch keines gespeichert.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”. Profiles: %2.</source>
        <translation>Es gibt kein Profil namens „%1“. Profile: %2.</translation>
    </message>
    <message>
        <source>The embedded sandbox could not start: %1</source>
        <translation>Die eingebettete Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Unknown command “%1”; use chat, list, get, refs, history or sse-decode.</source>
        <translation>Unbekannter Befehl „%1“; verwenden Sie chat, list, get, refs, history oder sse-decode.</translation>
    </message>
    <message>
        <source>Start the embedded sandbox with demo data and connect to it. Nothing is stored for it but the history of its chats.</source>
        <translation>Die eingebettete Sandbox mit Demodaten starten und sich mit ihr verbinden. Dafür wird nichts gespeichert außer dem Verlauf ihrer Chats.</translation>
    </message>
</context>
</TS>
