/**
 * @jest-environment node
 */
import { createPlatformClient } from '@/lib/api/client';
import { uploadPlayerDocument } from '@/lib/documents/contracts';

const ANSWER = {
  kycStatus: 'PENDING',
  requestDocumentTypeStatus: '',
  accountDocuments: {
    idDocument: {
      documentId: null,
      documentType: 'PROOF_OF_ID',
      documentStatus: 'UNREQUESTED',
      subType: null,
      rejectionReason: null,
      files: [],
      updatedAt: null,
    },
    addressDocument: {
      documentId: null,
      documentType: 'PROOF_OF_ADDRESS',
      documentStatus: 'UNREQUESTED',
      subType: null,
      rejectionReason: null,
      files: [],
      updatedAt: null,
    },
    eddQuestionnaire: {
      documentId: null,
      documentType: 'EDD_QUESTIONNAIRE',
      documentStatus: 'UNREQUESTED',
      subType: null,
      rejectionReason: null,
      files: [],
      updatedAt: null,
    },
    sowDocument: {
      documentId: null,
      documentType: 'SOURCE_OF_WEALTH',
      documentStatus: 'UNREQUESTED',
      subType: null,
      rejectionReason: null,
      files: [],
      updatedAt: null,
    },
    otherDocument: [],
    paymentDocument: [],
  },
};

describe('the platform client and a multipart contract', () => {
  it('sends the body as form data (text fields and one part per file) and lets the browser set the boundary', async () => {
    const calls: RequestInit[] = [];
    const fetchStub = jest.fn(async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify(ANSWER), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const client = createPlatformClient({ baseUrl: '/api', fetch: fetchStub as unknown as typeof fetch });
    const front = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    const back = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'back.jpg', { type: 'image/jpeg' });
    const answer = await client.request(uploadPlayerDocument, { body: { documentType: 'PROOF_OF_ID', subType: 'ID_CARD', file: [front, back] } });
    expect(answer.kycStatus).toBe('PENDING');
    const [init] = calls;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('documentType')).toBe('PROOF_OF_ID');
    expect(form.get('subType')).toBe('ID_CARD');
    expect(form.getAll('file').map((part) => (part as File).name)).toEqual(['front.jpg', 'back.jpg']);
  });
});
